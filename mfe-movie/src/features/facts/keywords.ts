import { type Genre } from '@marquee/contracts';

/** The keywords shown (the first `limit`) and how many more there are ("+N more"). */
export function visibleKeywords(keywords: readonly Genre[], limit: number) {
  return { shown: keywords.slice(0, limit), more: Math.max(0, keywords.length - limit) };
}
