import { type ParsedRow } from '@marquee/film-files';
import { type SkipReason } from './skipReason';

/** The diary's floor (migration 0050): no film was watched before 1870. */
const FIRST_DAY = '1870-01-01';

/** Today where it is already latest (UTC+14), so that no time zone's today counts as the future. */
export function latestToday(now = new Date()): string {
  return new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** Why a dated row cannot be applied: English, the day a value (said in the reader's language by the API). */
export const ROW_PROBLEMS = {
  beforeFirstDay: 'The watched date {{day}} is before 1870.',
  future: 'The watched date {{day}} is in the future.',
} as const;

/** Why a row cannot be applied whatever film it names, or undefined when it can. */
export function rowProblem(row: ParsedRow, today: string): SkipReason | undefined {
  if (row.kind !== 'diary' && row.kind !== 'watched') return undefined;
  const day = row.watchedOn;
  if (day !== null && day < FIRST_DAY) return { text: ROW_PROBLEMS.beforeFirstDay, values: { day } };
  if (day !== null && day > today) return { text: ROW_PROBLEMS.future, values: { day } };
  return undefined;
}
