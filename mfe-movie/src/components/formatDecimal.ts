import { currentLanguage, localeOf } from '@marquee/i18n';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * A figure with one decimal, in the current language's way: 6.4 ("6,4" in German), 1234.5 without
 * thousands separators (an average or a popularity score, not an amount).
 */
export function formatDecimal(value: number): string {
  const locale = localeOf(currentLanguage());
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
      useGrouping: false,
    });
    formats.set(locale, format);
  }
  return format.format(value);
}
