import { LANGUAGES } from '@marquee/contracts/languages';
import { localeOf } from '@marquee/i18n/locales';
import { warmUpFormats } from '../warmUpFormats';

test.each(LANGUAGES)("the warm-up formats in %s's locale", (language) => {
  expect(warmUpFormats(language)).toBe(localeOf(language));
});

test("a page in a language Marquee does not speak warms up English's locale", () => {
  expect(warmUpFormats('fr')).toBe('en-US');
  expect(warmUpFormats('')).toBe('en-US');
});
