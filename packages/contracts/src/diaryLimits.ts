/* Plain values with no TypeBox, so front ends can import them (@marquee/contracts/diaryLimits). */

/**
 * The diary's limits (issue 21): a viewing is dated from 1870-01-01 (the first films) to today, anywhere
 * on Earth (the server compares with today in UTC+14); a log carries at most 20 tags of 1..40 characters
 * each once trimmed; a page holds 1..100 entries, 50 unless asked.
 */
export const DIARY_LIMITS = {
  earliestDate: '1870-01-01',
  tagsMax: 20,
  tagMaxLength: 40,
  pageDefault: 50,
  pageMax: 100,
  topGenres: 8,
  topTags: 100,
} as const;
