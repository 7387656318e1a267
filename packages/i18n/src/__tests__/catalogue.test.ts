import { catalogueProblems } from '../testing';

const complete = {
  en: { title: 'Films', films_one: 'One film', films_other: '{{count}} films' },
  es: {
    title: 'Películas',
    films_one: 'Una película',
    films_many: '{{count}} películas',
    films_other: '{{count}} películas',
  },
  de: { title: 'Filme', films_one: 'Ein Film', films_other: '{{count}} Filme' },
  ar: {
    title: 'أفلام',
    films_zero: 'لا أفلام',
    films_one: 'فيلم واحد',
    films_two: 'فيلمان',
    films_few: '{{count}} أفلام',
    films_many: '{{count}} فيلمًا',
    films_other: '{{count}} فيلم',
  },
};

describe('catalogueProblems', () => {
  it('finds nothing wrong in a complete catalogue', () => {
    expect(catalogueProblems(complete)).toEqual([]);
  });

  it('names a missing message, a missing plural form, an extra message, a wrong value and a missing file', () => {
    const { de: _de, ...withoutGerman } = complete;
    const { films_few: _few, ...arabic } = complete.ar;
    expect(
      catalogueProblems({
        ...withoutGerman,
        es: { ...complete.es, title: '', stale: 'Viejo' },
        ar: { ...arabic, title: '{{name}}' },
      }),
    ).toEqual([
      'es: missing "title"',
      'es: "stale" is not an English message',
      'de: no messages file',
      'ar: "title" has values name, English none',
      'ar: missing "films_few"',
    ]);
  });
});
