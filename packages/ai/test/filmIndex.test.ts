import type { FilmProfile } from '../src';
import { buildFilmIndex, filmIndexOf, forgetFilmIndex } from '../src/local/filmIndex';

/** A film with only what a test sets; the rest neutral. */
const film = (id: number, title: string, traits: Partial<FilmProfile>): FilmProfile => ({
  id,
  title,
  original_title: title,
  original_language: 'en',
  overview: '',
  release_date: '2000-01-01',
  poster_path: null,
  backdrop_path: null,
  genre_ids: [18],
  popularity: 10,
  vote_average: 7,
  vote_count: 1000,
  adult: false,
  video: false,
  runtime: 100,
  keywords: [],
  directors: [],
  cast: [],
  ...traits,
});

const films = [
  film(1, 'Dream Heist', {
    genre_ids: [878, 53],
    keywords: ['dream', 'heist', 'aftercreditsstinger'],
    directors: ['Ann Lee'],
  }),
  film(2, 'Another Dream', {
    genre_ids: [878, 53],
    keywords: ['dream', 'subconscious'],
    directors: ['Ann Lee'],
  }),
  film(3, 'Credits Only', { genre_ids: [35], keywords: ['aftercreditsstinger', 'duringcreditsstinger'] }),
  film(4, 'Space Thriller', { genre_ids: [878, 53], release_date: '2001-05-01' }),
  film(5, 'Deep Water', {
    genre_ids: [27],
    overview: 'A great white shark terrorises a beach town.',
    keywords: ['shark attack'],
  }),
  film(6, 'Shark Tale Kids', { genre_ids: [16], vote_count: 3, vote_average: 5 }),
  ...Array.from({ length: 20 }, (_, n) => film(100 + n, `Drama ${n}`, { keywords: ['family'] })),
];
const index = buildFilmIndex(films);

describe('the offline film index', () => {
  it('finds the film sharing a director and rare keywords first, then genre neighbours', () => {
    const similar = index.similar(1, 3).map((entry) => entry.film.title);
    expect(similar).toEqual(['Another Dream', 'Space Thriller', expect.any(String)]);
  });

  it('ignores production tags: sharing "aftercreditsstinger" makes films no more alike', () => {
    const untagged = buildFilmIndex(
      films.map((entry) => ({
        ...entry,
        keywords: entry.keywords.filter((keyword) => !keyword.includes('credits')),
      })),
    );
    const score = (of: typeof index) => of.similar(3, 50).find((entry) => entry.film.id === 1)?.score;
    expect(score(index)).toBeCloseTo(score(untagged)!, 10);
  });

  it('matches subject words against keywords and overviews', () => {
    const scores = index.subject(['shark']);
    expect(scores.get(5)).toBeGreaterThan(0);
    expect(scores.get(5)).toBeGreaterThan(scores.get(6) ?? 0);
    expect(scores.has(1)).toBe(false);
  });

  it('counts how many films share a keyword, for theme chips', () => {
    expect(index.keywordFrequency('family')).toBe(20);
    expect(index.keywordFrequency('dream')).toBe(2);
  });
});

describe("a catalog's index after its films changed", () => {
  /** A catalog whose listing is `listed` when asked, counting the times it was asked. */
  const catalogListing = () => {
    const catalog = {
      listed: films,
      asked: 0,
      genres: async () => [],
      discover: async () => [],
      search: async () => [],
      details: async () => null,
      async profiles() {
        catalog.asked += 1;
        return catalog.listed;
      },
    };
    return catalog;
  };

  it('is kept until forgotten, then built again from the new listing', async () => {
    const catalog = catalogListing();
    await filmIndexOf(catalog);
    await filmIndexOf(catalog);
    expect(catalog.asked).toBe(1);

    catalog.listed = [...films, film(7, 'Imported Later', {})];
    forgetFilmIndex(catalog);
    const index = await filmIndexOf(catalog);
    expect(catalog.asked).toBe(2);
    expect(index?.byId.get(7)?.title).toBe('Imported Later');
  });

  it('does not keep a listing that was read before the change', async () => {
    const catalog = catalogListing();
    const before = filmIndexOf(catalog);
    forgetFilmIndex(catalog);
    await before;
    await filmIndexOf(catalog);
    expect(catalog.asked).toBe(2);
  });
});
