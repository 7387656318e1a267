import { currentLanguage, localeOf } from '@marquee/i18n';
import type { CommunityTranslate } from '../../messages/community';

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

// One formatter per locale: they run for every item of the feed.
const formats = new Map<string, Intl.RelativeTimeFormat>();

function relativeFormat(): Intl.RelativeTimeFormat {
  const locale = localeOf(currentLanguage());
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    formats.set(locale, format);
  }
  return format;
}

/**
 * How long before `now` a moment was, in its largest whole unit and the current language: "just now",
 * "5 minutes ago", "yesterday".
 */
export function relativeTime(t: CommunityTranslate, moment: string, now: Date = new Date()): string {
  const seconds = Math.max(0, (now.getTime() - new Date(moment).getTime()) / 1000);
  for (const [unit, size] of units) {
    if (seconds >= size) return relativeFormat().format(-Math.floor(seconds / size), unit);
  }
  return t('feed.justNow');
}
