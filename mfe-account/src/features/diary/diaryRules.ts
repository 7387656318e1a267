import { DIARY_LIMITS } from '@marquee/contracts/diaryLimits';

/*
 * What the log form checks before sending, in the server's own terms (issue 21): a viewing is dated from
 * 1870 to today, with at most 20 tags of at most 40 characters. The server checks again.
 */

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** Today on the viewer's calendar, YYYY-MM-DD: the date a new log starts with and the latest allowed. */
export function todayOnThisDevice(now = new Date()): string {
  return `${now.getFullYear()}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`;
}

/** Tags as typed (comma-separated) the way the server keeps them: trimmed, lower-cased, once each. */
export function parseTags(text: string): string[] {
  const tags = text.split(',').map((tag) => tag.trim().toLowerCase());
  return [...new Set(tags.filter((tag) => tag !== ''))];
}

export interface LogDraft {
  watchedOn: string;
  tags: string[];
}

/** The first thing wrong with a log, as a sentence; null when it can be sent. */
export function logProblem({ watchedOn, tags }: LogDraft, today = todayOnThisDevice()): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(watchedOn)) return 'Please choose the date you watched it.';
  if (watchedOn > today) return 'The date cannot be in the future.';
  if (watchedOn < DIARY_LIMITS.earliestDate) return 'The date cannot be before 1870.';
  if (tags.length > DIARY_LIMITS.tagsMax) return `Use at most ${DIARY_LIMITS.tagsMax} tags.`;
  const long = tags.find((tag) => tag.length > DIARY_LIMITS.tagMaxLength);
  if (long) return `Tags can be at most ${DIARY_LIMITS.tagMaxLength} characters: "${long}" is longer.`;
  return null;
}
