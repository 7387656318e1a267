/**
 * Runs of letters a line may not break inside: a title's words, split at spaces and dashes. Chinese and
 * Japanese text breaks between any two characters, so each of those characters counts alone.
 */
const UNBREAKABLE = /[^\s\-‐–—\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+/gu;

/** The length, in characters, of the title's longest word (1 when it has none). */
export function longestWordLength(title: string): number {
  return Math.max(1, ...(title.match(UNBREAKABLE) ?? []).map((word) => [...word].length));
}
