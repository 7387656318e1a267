import { DIARY_LIMITS } from '@marquee/contracts';
import { HttpError } from '../httpError';

/** The furthest-ahead time zone: a date that is today anywhere on Earth is at most today here. */
const LATEST_ZONE_OFFSET_MS = 14 * 60 * 60 * 1000;

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Today in UTC, the date of a log that gives none. */
export function todayUtc(now = Date.now()): string {
  return isoDay(now);
}

/** Whether `date` (YYYY-MM-DD, years 1000..9999) names a day of the calendar: 2023-02-29 does not. */
export function isCalendarDate(date: string): boolean {
  if (!/^[1-9]\d{3}-\d{2}-\d{2}$/.test(date)) return false;
  const time = Date.parse(`${date}T00:00:00Z`);
  return Number.isFinite(time) && isoDay(time) === date;
}

/**
 * A viewing's date, checked: a real calendar date, not before the first films (1870-01-01) and not in
 * the future. "Future" is measured against today in UTC+14, so that a viewing dated today in any time
 * zone is accepted.
 */
export function checkedWatchedOn(date: string, now = Date.now()): string {
  if (!isCalendarDate(date)) throw new HttpError(400, 'body/watchedOn must be a date of the calendar');
  if (date < DIARY_LIMITS.earliestDate) {
    throw new HttpError(400, 'body/watchedOn must not be before {{date}}', {
      date: DIARY_LIMITS.earliestDate,
    });
  }
  if (date > isoDay(now + LATEST_ZONE_OFFSET_MS)) {
    throw new HttpError(400, 'body/watchedOn must not be in the future');
  }
  return date;
}

/** A tag as it is stored and filtered on: trimmed and lower-cased, so "Cinema " and "cinema" are one. */
export function normaliseTag(tag: string): string {
  return tag.trim().toLowerCase();
}

/** A log's tags: normalised, each 1..40 characters, duplicates dropped (first place kept). */
export function checkedTags(tags: string[]): string[] {
  const normalised = tags.map(normaliseTag);
  if (normalised.some((tag) => tag.length === 0 || tag.length > DIARY_LIMITS.tagMaxLength)) {
    throw new HttpError(400, 'body/tags must each be 1 to {{max}} characters long', {
      max: DIARY_LIMITS.tagMaxLength,
    });
  }
  return [...new Set(normalised)];
}
