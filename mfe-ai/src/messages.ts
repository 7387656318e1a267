import { defineMessages, type Translate } from '@marquee/i18n';
import english from './locales/en.json';

/** mfe-ai's messages (namespace `ai`): English in its bundle, each other language loaded when chosen. */
export const useAiMessages = defineMessages(
  'ai',
  english,
  (language) => import(/* webpackChunkName: "ai-messages-[request]" */ `./locales/${language}.json`),
);

/** The `t` of `useAiMessages`, for helpers that turn data into texts outside a component. */
export type AiTranslate = Translate<typeof english>;
