import { defineMessages, i18n } from '@marquee/i18n';
import english from './locales/en.json';

// "Show {{label, lowercase}}": a field's label inside a sentence ("Show new password"), where the language
// writes it in lower case (German keeps its capitals by leaving the formatter out).
i18n.services.formatter?.add('lowercase', (value: unknown, language: string | undefined) =>
  String(value).toLocaleLowerCase(language),
);

/**
 * The design system's messages (namespace `ui`), defined once for every app since @marquee/ui is a
 * Module Federation singleton: English in the bundle, each other language loaded when chosen.
 */
export const useUiMessages = defineMessages(
  'ui',
  english,
  (language) => import(/* webpackChunkName: "ui-messages-[request]" */ `./locales/${language}.json`),
);
