/**
 * The languages Marquee speaks (docs/product.md, Languages): the API validates the account's choice with
 * them and picks the server-rendered page's language; the front ends load their messages by them.
 * No TypeBox here, so the browser bundles can import it.
 */
export const LANGUAGES = ['en', 'es', 'de', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in itself, as the language picker lists it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
  ar: 'العربية',
};

const RIGHT_TO_LEFT: ReadonlySet<Language> = new Set(['ar']);

/** The writing direction of the page, for `<html dir>`. */
export function directionOf(language: Language): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr';
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The value if it is one of Marquee's languages, else English (an unset or unknown choice). */
export function languageOrDefault(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** The first of the visitor's language tags (`es-MX`, `de`) that Marquee speaks, by its primary subtag. */
export function firstSpokenLanguage(tags: readonly string[]): Language | undefined {
  for (const tag of tags) {
    const primary = tag.trim().split(/[-_]/)[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return undefined;
}

/** The language tags of an `Accept-Language` header, most wanted first (`q=0` means not at all). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), quality: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, quality }) => tag && tag !== '*' && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map(({ tag }) => tag);
}

/** The one of Marquee's languages an `Accept-Language` header prefers (the client sends the one it shows). */
export function spokenLanguageOf(header: string | undefined): Language | undefined {
  return firstSpokenLanguage(acceptedLanguages(header));
}

/** The cookie that carries a chosen language to the server, so its first screen is in that language. */
export const LANGUAGE_COOKIE = 'marquee-language';
