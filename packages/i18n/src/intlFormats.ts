/**
 * `Intl` formatters built once per locale and kind: they are costly to create, and the product formats
 * a number or a date for every card of a list. The design system's dates and numbers and the messages'
 * `{{count, number}}` share this cache.
 */
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/** The formatter `make` builds for `locale`, made once per locale and `key` (what else tells them apart). */
export function cachedFormat<F extends Intl.NumberFormat | Intl.DateTimeFormat>(
  locale: string,
  key: string,
  make: (locale: string) => F,
): F {
  const cacheKey = `${locale} ${key}`;
  let format = formats.get(cacheKey) as F | undefined;
  if (!format) {
    format = make(locale);
    formats.set(cacheKey, format);
  }
  return format;
}
