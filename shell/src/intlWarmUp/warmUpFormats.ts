import { languageOrDefault } from '@marquee/contracts/languages';
import { localeOf } from '@marquee/i18n/locales';

/**
 * Formats a number, a date, a running time and an amount of money in the language's locale, the kinds a
 * first screen shows (ratings, "as of" dates, a film's facts), so that ICU has loaded their data.
 * @returns the locale it warmed up
 */
export function warmUpFormats(language: string): string {
  const locale = localeOf(languageOrDefault(language));
  new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(7.5);
  new Intl.NumberFormat(locale).format(1234);
  new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'narrow' }).format(1);
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(1);
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(0);
  new Intl.PluralRules(locale).select(1);
  return locale;
}
