import { defineMessages } from '@marquee/i18n';
import english from './locales/en.json';

/** The shell's messages (namespace `shell`): English in the bundle, each other language loaded when chosen. */
export const useShellMessages = defineMessages(
  'shell',
  english,
  (language) => import(/* webpackChunkName: "shell-messages-[request]" */ `./locales/${language}.json`),
);
