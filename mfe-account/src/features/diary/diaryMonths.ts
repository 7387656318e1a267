import type { DiaryEntry } from '@marquee/contracts';
import { formatDate } from '@marquee/ui';

export interface DiaryMonth {
  /** YYYY-MM. */
  month: string;
  /** "March 2026". */
  label: string;
  entries: DiaryEntry[];
}

/** A calendar date (YYYY-MM-DD) as the moment formatters take, pinned to UTC so no time zone moves it. */
export const calendarDate = (date: string) => `${date}T00:00:00Z`;

/** The day a viewing was on (YYYY-MM-DD) in full: "March 9, 2026". */
export const viewingDate = (date: string) => formatDate(calendarDate(date), 'long', { timeZone: 'UTC' });

/** A calendar date's weekday ("Mon") or month ("Mar"), shortened the current language's way. */
export const shortName = (date: string, part: 'weekday' | 'month') =>
  formatDate(calendarDate(date), part === 'weekday' ? 'weekdayShort' : 'monthShort', { timeZone: 'UTC' });

/** Entries (newest viewing first, as the API answers) in runs of the same month, in the same order. */
export function groupByMonth(entries: readonly DiaryEntry[]): DiaryMonth[] {
  const months: DiaryMonth[] = [];
  for (const entry of entries) {
    const month = entry.watchedOn.slice(0, 7);
    const last = months[months.length - 1];
    if (last?.month === month) last.entries.push(entry);
    else
      months.push({
        month,
        label: formatDate(calendarDate(`${month}-01`), 'monthYear', { timeZone: 'UTC' }),
        entries: [entry],
      });
  }
  return months;
}
