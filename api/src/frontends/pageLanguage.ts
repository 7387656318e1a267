import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  directionOf,
  isLanguage,
  spokenLanguageOf,
  type Language,
} from '@marquee/contracts/languages';

/**
 * The language of a served page (docs/product.md, Languages): the one chosen in this browser (its cookie,
 * written by the language picker and by a signed-in account's setting), else the browser's
 * `Accept-Language`, else English. The browser's first render starts from the same choice, so the server's
 * first screen hydrates as it is.
 */
export function pageLanguage(headers: { cookie?: string; 'accept-language'?: string }): Language {
  const chosen = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(headers.cookie ?? '')?.[1];
  if (isLanguage(chosen)) return chosen;
  return spokenLanguageOf(headers['accept-language']) ?? DEFAULT_LANGUAGE;
}

/** The page's `<html lang>` (the template says English) set to `language`, with its writing direction. */
export function withLanguage(page: string, language: Language): string {
  return page.replace(/(<html[^>]*?\s)lang=("?)en\2(?=[\s>])/, (_match, start: string) => {
    return `${start}lang="${language}" dir="${directionOf(language)}"`;
  });
}
