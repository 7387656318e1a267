import { DIARY_LIMITS } from '@marquee/contracts/diaryLimits';
import { type DiaryTranslate } from '../../messages/diary';

/*
 * What the log form checks before sending, in the server's own terms (issue 21): a viewing is dated from
 * 1870 to today, with at most 20 tags of at most 40 characters. The server checks again.
 */

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** Today on the viewer's calendar, YYYY-MM-DD: the date a new log starts with and the latest allowed. */
export function todayOnThisDevice(now = new Date()): string {
  return `${now.getFullYear()}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`;
}

/**
 * Tags as typed (separated by commas, Latin or Arabic) the way the server keeps them: trimmed, lower-cased,
 * once each.
 */
export function parseTags(text: string): string[] {
  const tags = text.split(/[,،]/).map((tag) => tag.trim().toLowerCase());
  return [...new Set(tags.filter((tag) => tag !== ''))];
}

export interface LogDraft {
  watchedOn: string;
  tags: string[];
}

/** The first thing wrong with a log, as a sentence; null when it can be sent. */
export function logProblem(
  { watchedOn, tags }: LogDraft,
  t: DiaryTranslate,
  today = todayOnThisDevice(),
): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(watchedOn)) return t('log.noDate');
  if (watchedOn > today) return t('log.future');
  if (watchedOn < DIARY_LIMITS.earliestDate) return t('log.tooEarly');
  if (tags.length > DIARY_LIMITS.tagsMax) return t('log.tooManyTags', { max: DIARY_LIMITS.tagsMax });
  const long = tags.find((tag) => tag.length > DIARY_LIMITS.tagMaxLength);
  if (long) return t('log.tagTooLong', { max: DIARY_LIMITS.tagMaxLength, tag: long });
  return null;
}
