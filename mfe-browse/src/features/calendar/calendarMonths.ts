import { type CalendarRelease } from '@marquee/contracts';

/** YYYY-MM of the month `offset` months after `month`. */
export function shiftMonth(month: string, offset: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber - 1 + offset, 1)).toISOString().slice(0, 7);
}

/**
 * The weeks of a month as the month view draws them, Monday first: each a row of seven days, YYYY-MM-DD,
 * or null before the first and after the last day.
 */
export function monthWeeks(month: string): (string | null)[][] {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  // getUTCDay: Sunday is 0; Monday first puts it last.
  const leading = (new Date(Date.UTC(year, monthNumber - 1, 1)).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = [
    ...Array<null>(leading).fill(null),
    ...Array.from({ length: days }, (_, index) => `${month}-${String(index + 1).padStart(2, '0')}`),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** The releases by day, in the order the API gave them (by day, then title). */
export function releasesByDay(releases: CalendarRelease[]): Map<string, CalendarRelease[]> {
  const days = new Map<string, CalendarRelease[]>();
  for (const release of releases) {
    days.set(release.release_date, [...(days.get(release.release_date) ?? []), release]);
  }
  return days;
}

/** The region of the browser's language ('en-GB' → 'GB'), whose release dates TMDB answers. */
export function browserRegion(): string | undefined {
  try {
    const region = new Intl.Locale(navigator.language).maximize().region;
    return region && /^[A-Z]{2}$/.test(region) ? region : undefined;
  } catch {
    return undefined;
  }
}
