import { defineMessages, type Translate } from '@marquee/i18n';
import english from '../locales/diary/en.json';

/**
 * The diary's and the imports' messages (namespace `diary`): English in mfe-account's bundle, each other
 * language loaded when chosen.
 */
export const useDiaryMessages = defineMessages(
  'diary',
  english,
  (language) =>
    import(/* webpackChunkName: "diary-messages-[request]" */ `../locales/diary/${language}.json`),
);

/** The `t` of `useDiaryMessages`, for helpers that turn data into texts outside a component. */
export type DiaryTranslate = Translate<typeof english>;
