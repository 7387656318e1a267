import { cachedFormat, currentLanguage, localeOf } from '@marquee/i18n';

/**
 * Dates and numbers as the product shows them, through `Intl`, in the locale of the current language
 * (docs/product.md, Languages; English is en-US, so every machine shows the same English text).
 * `localeFormat` gives the formatter `make` builds for the current language's locale, made once per
 * locale and `key` (the cache @marquee/i18n keeps for messages' numbers too).
 */
export function localeFormat<F extends Intl.NumberFormat | Intl.DateTimeFormat>(
  key: string,
  make: (locale: string) => F,
): F {
  return cachedFormat(localeOf(currentLanguage()), key, make);
}

const dateStyles = {
  /** "Mar 4, 2026" */
  medium: { month: 'short', day: 'numeric', year: 'numeric' },
  /** "March 4, 2026" */
  long: { month: 'long', day: 'numeric', year: 'numeric' },
  /** "March 2026" */
  monthYear: { month: 'long', year: 'numeric' },
  /** "Mar 4, 2026, 9:15 PM" */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** "Wed" */
  weekdayShort: { weekday: 'short' },
  /** "W" */
  weekdayNarrow: { weekday: 'narrow' },
  /** "Wednesday" */
  weekdayLong: { weekday: 'long' },
  /** "Mar" */
  monthShort: { month: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof dateStyles;

function dateFormat(style: DateStyle, timeZone: string | undefined): Intl.DateTimeFormat {
  return localeFormat(
    `date ${style} ${timeZone ?? ''}`,
    (locale) => new Intl.DateTimeFormat(locale, { ...dateStyles[style], timeZone }),
  );
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

export interface FormatNumberOptions {
  /** Exactly this many decimals, rounded: 8.16 → "8.2" with 1 ("8,2" in German). */
  fractionDigits?: number;
}

/** A count or amount with thousands separators: 3201 → "3,201" ("3.201" in German). */
export function formatNumber(value: number, { fractionDigits }: FormatNumberOptions = {}): string {
  return localeFormat(
    `number ${fractionDigits ?? ''}`,
    (locale) =>
      new Intl.NumberFormat(locale, {
        minimumFractionDigits: fractionDigits,
        maximumFractionDigits: fractionDigits,
      }),
  ).format(value);
}

/**
 * "1 admin", "3,201 reviews": a count with an English noun in the right number. A translated text says
 * its count with a plural message instead (`t('key', { count })`, docs/architecture.md "Languages").
 */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatNumber(count)} ${count === 1 ? singular : plural}`;
}
