import { isLanguage } from '@marquee/contracts/languages';
import { cachedFormat } from './intlFormats';
import { localeOf } from './locales';

/**
 * The `number` format of messages ('{{count, number}} votes'), in the language's locale as every other
 * number the product shows. i18next's own cache keys its formatters by every option of the t() call, the
 * interpolated values included, so nearly every call made a new Intl.NumberFormat: a page of film cards
 * spent a tenth of its hydration constructing them.
 */
export function formatMessageNumber(
  value: unknown,
  language: string | undefined,
  options: { minimumFractionDigits?: number; maximumFractionDigits?: number } = {},
): string {
  const { minimumFractionDigits, maximumFractionDigits } = options;
  const locale = language && isLanguage(language) ? localeOf(language) : (language ?? 'en-US');
  return cachedFormat(
    locale,
    `number ${minimumFractionDigits ?? ''} ${maximumFractionDigits ?? ''}`,
    (tag) => new Intl.NumberFormat(tag, { minimumFractionDigits, maximumFractionDigits }),
  ).format(Number(value));
}
