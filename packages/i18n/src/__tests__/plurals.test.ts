import { type Language } from '@marquee/contracts/languages';
import { i18n } from '../i18n';

// The library's plural rules (Intl.PluralRules) pick each language's forms: Arabic has six.
const films: Record<Language, Record<string, string>> = {
  en: { films_one: '{{count}} film', films_other: '{{count}} films' },
  es: {
    films_one: '{{count}} película',
    films_many: '{{count}} de películas',
    films_other: '{{count}} películas',
  },
  de: { films_one: '{{count}} Film', films_other: '{{count, number}} Filme' },
  ar: {
    films_zero: 'zero',
    films_one: 'one',
    films_two: 'two',
    films_few: 'few {{count}}',
    films_many: 'many {{count}}',
    films_other: 'other {{count}}',
  },
};

beforeAll(() => {
  for (const [language, messages] of Object.entries(films))
    i18n.addResourceBundle(language, 'plurals', messages);
});

const t = (language: Language, count: number) => i18n.getFixedT(language, 'plurals')('films', { count });

it('gives Arabic its six plural forms', () => {
  expect([0, 1, 2, 3, 10, 11, 99, 100, 102].map((count) => t('ar', count))).toEqual([
    'zero',
    'one',
    'two',
    'few 3',
    'few 10',
    'many 11',
    'many 99',
    'other 100',
    'other 102',
  ]);
});

it('gives English, German and Spanish one and other', () => {
  expect([t('en', 1), t('en', 2), t('de', 1), t('de', 0), t('es', 1), t('es', 5)]).toEqual([
    '1 film',
    '2 films',
    '1 Film',
    '0 Filme',
    '1 película',
    '5 películas',
  ]);
});

it('formats a count marked as a number in the language', () => {
  expect(t('de', 1000)).toBe('1.000 Filme');
});
