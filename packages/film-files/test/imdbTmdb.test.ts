import { detectFilmFile } from '../src';
import { readFilmFileFixture } from '../src/fixtures';
import { failure, parseFixture, parseText } from './parse';

describe("IMDb's ratings.csv", () => {
  it("reads today's header: ids, 1..10 ratings, original titles, and marks series and episodes as TV", async () => {
    const result = await parseFixture('imdbRatings');
    expect(result.format).toBe('imdb-ratings');
    expect(result.rows[0]).toMatchObject({
      kind: 'rating',
      line: 2,
      title: 'Amélie',
      originalTitle: "Le fabuleux destin d'Amélie Poulain",
      imdbId: 'tt0211915',
      year: 2001,
      rating10: 9,
      ratedOn: '2024-01-06',
      isTv: false,
    });
    expect(result.rows.filter((row) => row.isTv).map((row) => row.title)).toEqual([
      'Breaking Bad',
      'Breaking Bad: Ozymandias',
      'Band of Brothers',
    ]);
    expect(result.rows.filter((row) => row.title === 'The Host').map((row) => row.year)).toEqual([
      2006, 2013,
    ]);
  });

  it("reads the older header without Original Title, whose title types are written 'movie', 'tvSeries', 'tvMovie'", async () => {
    const { rows, format } = await parseFixture('imdbRatingsOld');
    expect(format).toBe('imdb-ratings');
    expect(rows.every((row) => row.originalTitle === null)).toBe(true);
    expect(rows.filter((row) => row.isTv).map((row) => row.title)).toEqual([
      'Friends',
      'The One Where Monica Gets a Roommate',
    ]);
    expect(rows.at(-1)).toMatchObject({ title: 'Metropolis', year: null, isTv: false });
  });

  it('reads UTF-16 with a BOM (Excel\'s "Unicode text")', async () => {
    const utf16 = await parseFixture('imdbRatingsUtf16');
    const utf8 = await parseFixture('imdbRatings');
    expect(utf16.rows.map((row) => ({ ...row, file: '' }))).toEqual(
      utf8.rows.map((row) => ({ ...row, file: '' })),
    );
  });

  it('names the line of a rating outside 1..10 or an id that is not an IMDb id', async () => {
    const header = 'Const,Your Rating,Date Rated,Title,URL,Title Type,Year';
    expect(
      (await failure(parseText('ratings.csv', `${header}\ntt0211915,11,2024-01-06,Amélie,,movie,2001\n`)))
        .message,
    ).toBe('ratings.csv line 2: the Your Rating "11" is not a rating from 1 to 10');
    expect(
      (await failure(parseText('ratings.csv', `${header}\n211915,9,2024-01-06,Amélie,,movie,2001\n`)))
        .message,
    ).toBe('ratings.csv line 2: the IMDb id "211915" is not an IMDb title id (tt…)');
  });
});

describe("IMDb's watchlist.csv", () => {
  it('reads positions, created dates and descriptions as watchlist rows', async () => {
    const { rows, format } = await parseFixture('imdbWatchlist');
    expect(format).toBe('imdb-watchlist');
    expect(rows.map((row) => row.kind)).toEqual(Array(5).fill('watchlist'));
    expect(rows[1]).toMatchObject({
      title: 'City of God',
      originalTitle: 'Cidade de Deus',
      imdbId: 'tt0317248',
      addedOn: '2023-11-02',
      note: 'Recommended by Sam',
      rating10: null,
    });
    expect(rows.find((row) => row.title === 'Game of Thrones')?.isTv).toBe(true);
  });
});

describe("TMDB's CSV export", () => {
  it('reads TMDB and IMDb ids, rounds half-point ratings, and marks tv rows', async () => {
    const { rows, format } = await parseFixture('tmdbRatings');
    expect(format).toBe('tmdb-csv');
    expect(rows[0]).toMatchObject({
      kind: 'rating',
      tmdbId: 194,
      imdbId: 'tt0211915',
      year: 2001,
      rating10: 9,
      ratedOn: '2024-01-06',
    });
    expect(rows.find((row) => row.tmdbId === 438631)).toMatchObject({
      title: 'Dune',
      year: 2021,
      rating10: 9,
    });
    expect(rows.filter((row) => row.isTv).map((row) => row.title)).toEqual([
      'Breaking Bad',
      'Game of Thrones',
    ]);
  });

  it('reads a file without ratings as a watchlist, or favourites as likes', async () => {
    const text = 'TMDb ID,IMDb ID,Type,Name,Release Date\n129,tt0245429,movie,Spirited Away,2001-07-20\n';
    expect((await parseText('tmdb-watchlist.csv', text)).rows[0]).toMatchObject({
      kind: 'watchlist',
      tmdbId: 129,
      year: 2001,
    });
    expect((await parseText('tmdb-favorites.csv', text)).rows[0]?.kind).toBe('like');
  });

  it('is detected without reading its rows', () => {
    expect(detectFilmFile(readFilmFileFixture('tmdbRatings'))).toEqual({
      format: 'tmdb-csv',
      files: ['tmdb-ratings.csv'],
      warnings: [],
    });
  });
});
