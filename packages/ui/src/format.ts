/**
 * Dates and numbers as the product shows them, through `Intl`, in one locale for now so every machine
 * shows the same text (docs/product.md). Formatters are built once per style: `Intl` objects are costly
 * to create and these run for every card of a list.
 */
const LOCALE = 'en-US';

const dateStyles = {
  /** "Mar 4, 2026" */
  medium: { month: 'short', day: 'numeric', year: 'numeric' },
  /** "March 4, 2026" */
  long: { month: 'long', day: 'numeric', year: 'numeric' },
  /** "March 2026" */
  monthYear: { month: 'long', year: 'numeric' },
  /** "Mar 4, 2026, 9:15 PM" */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof dateStyles;

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(style: DateStyle, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${style} ${timeZone ?? ''}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE, { ...dateStyles[style], timeZone });
    dateFormats.set(key, format);
  }
  return format;
}

export interface FormatDateOptions {
  /** For calendar dates stored as midnight UTC (a catalog's date), so no time zone moves them a day. */
  timeZone?: 'UTC';
}

/** A date or moment in one of the product's styles; an invalid date gives '' rather than "Invalid Date". */
export function formatDate(
  value: string | number | Date,
  style: DateStyle = 'medium',
  { timeZone }: FormatDateOptions = {},
): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateFormat(style, timeZone).format(date);
}

const numberFormat = new Intl.NumberFormat(LOCALE);

/** A count or amount with thousands separators: 3201 → "3,201". */
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** "1 admin", "3,201 reviews": a count with the noun in the right number. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatNumber(count)} ${count === 1 ? singular : plural}`;
}
