import { accountContents, importFile } from './helpers/importFlow';
import { useLiveTmdbTestApp } from './helpers/liveTmdbTestApp';
import { signedInUser } from './helpers/sessions';

/** With TMDB as the movie data, imports match through TMDB's /find, /search/movie and /movie (replayed). */
const t = useLiveTmdbTestApp('imports-token');

const csv = (lines: string[]) => Buffer.from(`${lines.join('\n')}\n`);

test("IMDb ids resolve through TMDB's /find; the film's details come from /movie with its credits", async () => {
  const ann = await signedInUser(t.app, { email: 'ann@example.com' });
  const summary = await importFile(t.app, ann, {
    fileName: 'ratings.csv',
    bytes: csv([
      'Const,Your Rating,Date Rated,Title,Original Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors',
      'tt0137523,9,2024-02-01,Fight Club,Fight Club,https://www.imdb.com/title/tt0137523,Movie,8.8,139,1999,Drama,2400000,1999-10-15,David Fincher',
    ]),
  });
  expect(summary).toMatchObject({ format: 'imdb-ratings', status: 'done', applied: 1 });
  const find = t.tmdb.requests.find((request) => request.path === '/find/tt0137523');
  expect(find?.query.get('external_source')).toBe('imdb_id');
  expect(find?.authorization).toBe('Bearer imports-token');
  expect(
    await t.app.db('film_ratings').where({ user_id: ann.id }).select('movie_id', 'title', 'year', 'rating10'),
  ).toEqual([{ movie_id: 550, title: 'Fight Club', year: '1999', rating10: 9 }]);
});

test('titles and years match through /search/movie, one year off included; the diary copies the film from TMDB', async () => {
  const bea = await signedInUser(t.app, { email: 'bea@example.com' });
  const summary = await importFile(t.app, bea, {
    fileName: 'diary.csv',
    bytes: csv([
      'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date',
      '2024-03-02,Fight Club,1999,https://boxd.it/2aa1,4.5,,,2024-03-01',
      '2024-03-09,Fight Club,1998,https://boxd.it/2aa2,5,Yes,,2024-03-08',
    ]),
  });
  expect(summary).toMatchObject({ format: 'letterboxd-csv', status: 'done', applied: 2 });
  const search = t.tmdb.requests.find((request) => request.path === '/search/movie');
  expect(search?.query.get('query')).toBe('Fight Club');
  expect(
    t.tmdb.requests.some(
      (request) => request.path === '/movie/550' && request.query.get('append_to_response') === 'credits',
    ),
  ).toBe(true);
  const entries = await t.app
    .db('diary_entries')
    .where({ user_id: bea.id })
    .orderBy('watched_on')
    .select('movie_id', 'title', 'year', 'runtime', 'genres', 'rating10', 'rewatch', 'source');
  expect(entries).toEqual([
    {
      movie_id: 550,
      title: 'Fight Club',
      year: '1999',
      runtime: 139,
      genres: ['Drama'],
      rating10: 9,
      rewatch: false,
      source: 'letterboxd',
    },
    {
      movie_id: 550,
      title: 'Fight Club',
      year: '1999',
      runtime: 139,
      genres: ['Drama'],
      rating10: 10,
      rewatch: true,
      source: 'letterboxd',
    },
  ]);
  expect((await accountContents(t.app.db, bea.id)).ratings).toEqual([{ movie_id: 550, rating10: 10 }]);
});
