import type { Language } from '@marquee/contracts/languages';
import type { DiaryEntry } from '@marquee/contracts';
import { localeOf } from '@marquee/i18n';
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

const shortNames = new Map<string, Intl.DateTimeFormat>();

/** A calendar date's weekday ("Mon") or month ("Mar"), shortened as the language's `Intl` locale does it. */
export function shortName(date: string, part: 'weekday' | 'month', language: Language): string {
  const key = `${language} ${part}`;
  let format = shortNames.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(language), { [part]: 'short', timeZone: 'UTC' });
    shortNames.set(key, format);
  }
  return format.format(new Date(calendarDate(date)));
}

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
