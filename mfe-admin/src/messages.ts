import { defineMessages } from '@marquee/i18n';
import english from './locales/en.json';

/** mfe-admin's messages (namespace `admin`): English in its bundle, each other language loaded when chosen. */
export const useAdminMessages = defineMessages(
  'admin',
  english,
  (language) => import(/* webpackChunkName: "admin-messages-[request]" */ `./locales/${language}.json`),
);
