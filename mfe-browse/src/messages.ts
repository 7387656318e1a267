import { defineMessages, type MessageKey, type Translate } from '@marquee/i18n';
import english from './locales/en.json';

/** mfe-browse's messages (namespace `browse`): English in its bundle, each other language loaded when chosen. */
export const useBrowseMessages = defineMessages(
  'browse',
  english,
  (language) => import(/* webpackChunkName: "browse-messages-[request]" */ `./locales/${language}.json`),
);

/** The `t` of `useBrowseMessages`, for helpers that turn data into texts outside a component. */
export type BrowseTranslate = Translate<typeof english>;

/** A message's name, for tables that say which message a value shows (a sort's label). */
export type BrowseMessage = MessageKey<typeof english>;
