import { failure, parseFixture, parseText } from './parse';

describe("Trakt's JSON export", () => {
  it('reads history entries as diary entries, with the episode of a show marked TV', async () => {
    const { rows, format } = await parseFixture('traktHistory');
    expect(format).toBe('trakt-json');
    expect(rows.map((row) => [row.kind, row.line, row.title, row.watchedOn, row.isTv])).toEqual([
      ['diary', 1, 'Amélie', '2024-01-05', false],
      ['diary', 2, 'The Thing', '2024-03-21', false],
      ['diary', 3, 'Breaking Bad', '2024-04-02', true],
      ['diary', 4, 'Amélie', '2024-06-29', false],
    ]);
    expect(rows[0]).toMatchObject({ tmdbId: 194, imdbId: 'tt0211915', year: 2001 });
  });

  it('reads watched, ratings and watchlist files, each by its entries', async () => {
    const watched = await parseFixture('traktWatched');
    expect(watched.rows.map((row) => row.kind)).toEqual(Array(5).fill('watched'));
    expect(watched.rows.at(-1)).toMatchObject({
      title: 'Unknown Festival Short',
      year: null,
      tmdbId: null,
      imdbId: null,
    });
    const ratings = await parseFixture('traktRatings');
    expect(ratings.rows.map((row) => [row.kind, row.rating10, row.ratedOn, row.isTv])).toEqual([
      ['rating', 9, '2024-01-06', false],
      ['rating', 10, '2024-03-22', false],
      ['rating', 4, '2024-04-13', false],
      ['rating', 8, '2024-04-14', true],
    ]);
    const watchlist = await parseFixture('traktWatchlist');
    expect(watchlist.rows[1]).toMatchObject({
      kind: 'watchlist',
      addedOn: '2023-11-02',
      note: 'Sam says it is the best',
    });
  });

  it('reads a ZIP of Trakt files, leaving out the profile', async () => {
    const result = await parseFixture('traktZip');
    expect(result.format).toBe('trakt-json');
    expect(result.files).toEqual([
      'history-2024.json',
      'ratings-movies.json',
      'watched-movies.json',
      'watchlist-movies.json',
    ]);
    expect(result.warnings).toEqual([expect.stringContaining('user-profile.json')]);
    expect(result.rows).toHaveLength(15);
    expect(new Set(result.rows.map((row) => row.index)).size).toBe(15);
  });

  it('reads an empty file by its name, and names the entry of a bad value', async () => {
    expect(await parseText('watchlist-movies.json', '[]')).toMatchObject({ format: 'trakt-json', rows: [] });
    const entry = (rating: number) =>
      JSON.stringify([
        {
          rated_at: '2024-01-06T12:00:00.000Z',
          rating,
          type: 'movie',
          movie: { title: 'Amélie', year: 2001, ids: { tmdb: 194 } },
        },
      ]);
    expect((await failure(parseText('ratings-movies.json', entry(11)))).message).toBe(
      'ratings-movies.json entry 1: the rating "11" is not a rating from 1 to 10',
    );
  });
});
