import { currentLanguage } from '@marquee/i18n';
import { localeFormat } from './format';

const unit = (name: 'hour' | 'minute') =>
  localeFormat(
    name,
    (locale) => new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'narrow' }),
  );

/** A running time in hours and minutes: 139 → "2h 19m" ("2h 19 Min." in German), 45 → "45m", 120 → "2h". */
export function formatRuntime(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = Math.round(minutes % 60);
  if (hours === 0) return unit('minute').format(rest);
  return rest === 0
    ? unit('hour').format(hours)
    : `${unit('hour').format(hours)} ${unit('minute').format(rest)}`;
}

/** Whole US dollars with separators, in the language's way: "$63,000,000", "63.000.000 US$". */
export function formatMoney(amount: number): string {
  return localeFormat(
    'money',
    (locale) =>
      new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
  ).format(amount);
}

/**
 * US dollars in millions, one decimal: 37_853_753 → "$37.9M" (English keeps millions past a billion:
 * "$2923.7M"); other languages say it their way ("37,9 M US$").
 */
export function formatMillions(amount: number): string {
  if (currentLanguage() === 'en')
    return `${amount < 0 ? '-' : ''}$${(Math.abs(amount) / 1_000_000).toFixed(1)}M`;
  return localeFormat(
    'millions',
    (locale) =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'USD',
        notation: 'compact',
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      }),
  ).format(amount);
}
