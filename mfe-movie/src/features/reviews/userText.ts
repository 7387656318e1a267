import type { Language } from '@marquee/contracts/languages';

/**
 * The attributes of text a member wrote (a review's title and comment): its language when known, and its
 * direction taken from the text itself, so an Arabic review reads right to left on an English page and an
 * English one left to right on an Arabic page.
 */
export function userText(language: Language | undefined) {
  return { lang: language, dir: 'auto' } as const;
}
