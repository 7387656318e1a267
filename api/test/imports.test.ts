import { type ImportRow, type ImportSummary } from '@marquee/contracts';
import { readFilmFileFixture, type FilmFileFixture } from '@marquee/film-files/fixtures';
import { createMailer, processors, type JobServices } from '@marquee/jobs';
import { recordingLogger } from '@marquee/jobs/testing';
import { accountContents, importFile, importRows, uploadImport } from './helpers/importFlow';
import { seedImportFilms } from './helpers/importFilms';
import { signedInUser, type SignedInUser } from './helpers/sessions';
import { buildTestApp, useTestApp } from './helpers/testApp';

const t = useTestApp();
beforeAll(() => seedImportFilms(t.app.db));

let users = 0;
const newUser = () => signedInUser(t.app, { email: `importer${(users += 1)}@example.com` });
const fixture = (name: FilmFileFixture) => readFilmFileFixture(name);

const resolveRow = (user: SignedInUser, importId: string, rowId: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/imports/${importId}/rows/${rowId}`,
    headers: user.headers,
    payload,
  });

const diaryOf = (userId: string) =>
  t.app.db('diary_entries').where({ user_id: userId }).orderBy(['watched_on', 'movie_id']).select();

describe('importing a Letterboxd export ZIP on the local catalog', () => {
  let ada: SignedInUser;
  let summary: ImportSummary;
  beforeAll(async () => {
    ada = await newUser();
    summary = await importFile(t.app, ada, fixture('letterboxdZip'));
  });

  test('the format is detected, matched rows are applied and the rest waits for review', async () => {
    expect(summary).toMatchObject({ format: 'letterboxd-zip', status: 'needs_review', error: null });
    expect(summary.rowsRead).toBe(summary.matched + summary.needsReview + summary.skipped);
    expect(summary.applied).toBe(summary.matched);
    expect(summary.needsReview).toBeGreaterThan(0);

    const diary = await diaryOf(ada.id);
    const amelie = diary.filter((entry) => entry.movie_id === 194);
    // Two viewings; the rewatch's 5 stars are 10 on the 10-point scale, its tags as the file has them.
    expect(amelie.map(({ rating10, rewatch, tags }) => ({ rating10, rewatch, tags }))).toEqual([
      { rating10: 9, rewatch: false, tags: ['paris', 'comfort'] },
      { rating10: 10, rewatch: true, tags: ['paris', 'rewatch'] },
    ]);
    expect(amelie[0]).toMatchObject({
      source: 'letterboxd',
      title: 'Amélie',
      year: '2001',
      poster: '/poster-194.jpg',
    });
    const filmOn = (day: string) =>
      diary.find((entry) => entry.watched_on.toISOString().startsWith(day))?.movie_id;
    // Films of one title told apart by year; Léon found by its original title, WALL·E despite the dot.
    expect(filmOn('2024-02-03')).toBe(841);
    expect(filmOn('2024-03-08')).toBe(438631);
    expect(filmOn('2024-04-12')).toBe(268);
    expect(filmOn('2024-04-13')).toBe(2661);
    expect(filmOn('2024-01-13')).toBe(101);
    expect(filmOn('2024-05-19')).toBe(10681);
    // Watched without a diary entry: one entry dated the day it was marked.
    expect(
      diary.filter((entry) => entry.movie_id === 4348).map((entry) => entry.watched_on.toISOString()),
    ).toEqual([expect.stringMatching(/^2024-11-0[12]/)]);
  });

  test('ratings.csv sets the current ratings; reviews, watchlist and lists arrive', async () => {
    const contents = await accountContents(t.app.db, ada.id);
    expect(contents.ratings).toEqual(
      expect.arrayContaining([
        { movie_id: 194, rating10: 10 },
        { movie_id: 429, rating10: 1 },
        { movie_id: 4348, rating10: 7 },
      ]),
    );
    expect(contents.reviews.map(({ movie_id, rating }) => ({ movie_id, rating }))).toEqual(
      [
        { movie_id: 254, rating: 3 },
        { movie_id: 1091, rating: 5 },
        { movie_id: 194, rating: 5 },
      ].sort((a, b) => a.movie_id - b.movie_id),
    );
    expect(contents.reviews.find((review) => review.movie_id === 194)?.comment).toContain(
      'Audrey Tautou is perfect.',
    );
    expect(contents.watchlist).toEqual([129, 387, 598, 72710, 82695]);
    expect(contents.lists).toEqual([
      { name: 'Comfort films', description: '', films: [194, 10681, 101] },
      {
        name: 'Eighties favourites',
        description: 'Films from the 1980s I keep going back to.',
        films: [1091, 841, 268, 78],
      },
    ]);
    const linked = await t.app
      .db('diary_entries')
      .where({ user_id: ada.id, movie_id: 1091 })
      .first('review_id');
    expect(linked.review_id).not.toBeNull();
  });

  test('likes and rows that cannot be films are skipped with the reason', async () => {
    const skipped = await importRows(t.app, ada, summary.id, 'skipped');
    expect(skipped.filter((row) => row.kind === 'like').map((row) => row.reason)).toEqual([
      'Likes are not kept in Marquee.',
      'Likes are not kept in Marquee.',
      'Likes are not kept in Marquee.',
    ]);
  });

  test('ambiguous and unmatched rows offer candidates with poster, year and director; resolving applies them', async () => {
    const waiting = await importRows(t.app, ada, summary.id, 'needs_review');
    const metropolis = waiting.find((row) => row.title === 'Metropolis' && row.kind === 'diary');
    expect(metropolis).toMatchObject({ status: 'ambiguous', year: null });
    expect(metropolis?.candidates).toEqual(
      expect.arrayContaining([
        {
          movieId: 19,
          title: 'Metropolis',
          originalTitle: null,
          year: '1927',
          poster: '/poster-19.jpg',
          director: 'Fritz Lang',
        },
        expect.objectContaining({ movieId: 9606, year: '2001', director: 'Rintaro' }),
      ]),
    );
    const thing1951 = waiting.find((row) => row.title === 'The Thing' && row.kind === 'diary');
    expect(thing1951).toMatchObject({ status: 'unmatched', year: 1951 });
    expect(thing1951?.candidates.map((candidate) => candidate.movieId)).toContain(10785);
    expect(waiting.find((row) => row.title === 'The Empire Strikes Back')).toMatchObject({
      status: 'unmatched',
    });

    const picked = await resolveRow(ada, summary.id, metropolis!.id, { movieId: 19 });
    expect(picked.statusCode).toBe(200);
    expect(picked.json<{ row: ImportRow }>().row).toMatchObject({ status: 'applied', movieId: 19 });
    // The choice answers the file's other waiting rows of that title and year (watched.csv names it too).
    const stillWaiting = await importRows(t.app, ada, summary.id, 'needs_review');
    expect(stillWaiting.filter((row) => row.title === 'Metropolis')).toEqual([]);
    // Asking again is harmless: the row stays applied once, the diary has one entry.
    expect((await resolveRow(ada, summary.id, metropolis!.id, { movieId: 19 })).statusCode).toBe(200);
    expect((await diaryOf(ada.id)).filter((entry) => entry.movie_id === 19)).toHaveLength(1);

    expect((await resolveRow(ada, summary.id, thing1951!.id, { movieId: 999_999 })).statusCode).toBe(404);
    for (const row of await importRows(t.app, ada, summary.id, 'needs_review')) {
      const choice = row.title === 'The Thing' ? { movieId: 10785 } : { skip: true };
      expect((await resolveRow(ada, summary.id, row.id, choice)).statusCode).toBe(200);
    }
    const done = await t.app.inject({
      method: 'GET',
      url: `/api/imports/${summary.id}`,
      headers: ada.headers,
    });
    expect(done.json<{ import: ImportSummary }>().import).toMatchObject({ status: 'done', needsReview: 0 });
    expect((await diaryOf(ada.id)).filter((entry) => entry.movie_id === 10785)).toHaveLength(1);
  });

  test('the same file again answers the import it made and changes nothing; its rows in another file neither', async () => {
    const before = await accountContents(t.app.db, ada.id);
    const again = await uploadImport(t.app, ada, fixture('letterboxdZip'));
    expect(again.statusCode).toBe(200);
    expect(again.json<{ import: ImportSummary }>().import.id).toBe(summary.id);

    const diaryAlone = await importFile(t.app, ada, fixture('letterboxdDiary'));
    expect(diaryAlone.format).toBe('letterboxd-csv');
    expect(await accountContents(t.app.db, ada.id)).toEqual(before);
  });

  test("another user's import is a 404, rows and resolving included", async () => {
    const eve = await newUser();
    for (const url of [`/api/imports/${summary.id}`, `/api/imports/${summary.id}/rows`]) {
      expect((await t.app.inject({ method: 'GET', url, headers: eve.headers })).statusCode).toBe(404);
    }
    expect((await resolveRow(eve, summary.id, '1', { skip: true })).statusCode).toBe(404);
    const mine = await t.app.inject({ method: 'GET', url: '/api/imports', headers: eve.headers });
    expect(mine.json()).toEqual({ imports: [] });
  });
});

describe('every other format, end to end', () => {
  test('IMDb ratings: ratings as given, TV titles skipped, films found by IMDb id', async () => {
    const user = await newUser();
    const summary = await importFile(t.app, user, fixture('imdbRatings'));
    expect(summary).toMatchObject({ format: 'imdb-ratings', status: 'done' });
    const skipped = await importRows(t.app, user, summary.id, 'skipped');
    expect(skipped.map((row) => row.title).sort()).toEqual(
      ['Band of Brothers', 'Breaking Bad', 'Breaking Bad: Ozymandias'].sort(),
    );
    expect(skipped.every((row) => row.reason === 'A TV title: Marquee keeps films only.')).toBe(true);
    const { ratings } = await accountContents(t.app.db, user.id);
    expect(ratings).toEqual(
      expect.arrayContaining([
        { movie_id: 194, rating10: 9 },
        { movie_id: 1255, rating10: 7 },
        { movie_id: 72710, rating10: 3 },
        { movie_id: 10785, rating10: 6 },
      ]),
    );
  });

  test('IMDb watchlist and older IMDb ratings files', async () => {
    const user = await newUser();
    expect(await importFile(t.app, user, fixture('imdbWatchlist'))).toMatchObject({
      status: 'done',
      skipped: 1,
    });
    expect((await accountContents(t.app.db, user.id)).watchlist).toEqual([129, 387, 598, 82695]);
    expect(await importFile(t.app, user, fixture('imdbRatingsOld'))).toMatchObject({
      format: 'imdb-ratings',
      error: null,
    });
  });

  test('Trakt: history to the diary, ratings, watchlist; shows and episodes skipped; an unknown film to review', async () => {
    const user = await newUser();
    const summary = await importFile(t.app, user, fixture('traktZip'));
    expect(summary).toMatchObject({ format: 'trakt-json', status: 'needs_review' });
    const { diary, ratings, watchlist } = await accountContents(t.app.db, user.id);
    expect(diary.filter((entry) => entry.movie_id === 194).length).toBeGreaterThanOrEqual(2);
    expect(ratings).toEqual(
      expect.arrayContaining([
        { movie_id: 1091, rating10: 10 },
        { movie_id: 2661, rating10: 4 },
      ]),
    );
    expect(watchlist).toEqual(expect.arrayContaining([129, 598]));
    const waiting = await importRows(t.app, user, summary.id, 'needs_review');
    expect(waiting.map((row) => row.title)).toContain('Unknown Festival Short');
    expect(ratings.map((rating) => rating.movie_id)).not.toContain(1396);
  });

  test('TMDB: ratings by TMDB id, 8.5 rounded, series skipped', async () => {
    const user = await newUser();
    const summary = await importFile(t.app, user, fixture('tmdbRatings'));
    expect(summary).toMatchObject({ format: 'tmdb-csv', status: 'done', skipped: 2 });
    expect((await accountContents(t.app.db, user.id)).ratings).toEqual(
      expect.arrayContaining([
        { movie_id: 438631, rating10: 9 },
        { movie_id: 2661, rating10: 4 },
      ]),
    );
  });

  test("Marquee's own export, JSON alone and as its ZIP", async () => {
    const user = await newUser();
    expect(await importFile(t.app, user, fixture('marqueeJson'))).toMatchObject({
      format: 'marquee-json',
      error: null,
    });
    const before = await accountContents(t.app.db, user.id);
    expect(before.diary.length).toBeGreaterThan(0);
    expect(await importFile(t.app, user, fixture('marqueeZip'))).toMatchObject({
      format: 'marquee-json',
      error: null,
    });
    expect(await accountContents(t.app.db, user.id)).toEqual(before);
  });
});

describe('files that cannot be imported', () => {
  test.each<[FilmFileFixture, RegExp]>([
    ['truncatedZip', /./],
    ['zipBomb', /./],
    ['pathTraversalZip', /./],
    ['wrongFile', /./],
    ['wrongCsv', /./],
    ['letterboxdDiaryMissingColumns', /./],
  ])('%s fails with a message and changes nothing', async (name) => {
    const user = await newUser();
    const summary = await importFile(t.app, user, fixture(name));
    expect(summary.status).toBe('failed');
    expect(summary.error).toEqual(expect.any(String));
    expect(summary.rowsRead).toBe(0);
    expect(await t.app.db('import_rows').where({ import_id: summary.id }).count({ n: '*' })).toEqual([
      { n: '0' },
    ]);
    expect(await accountContents(t.app.db, user.id)).toEqual({
      diary: [],
      ratings: [],
      reviews: [],
      watchlist: [],
      lists: [],
    });
  });

  test('a bad line is named by its line number', async () => {
    const user = await newUser();
    const summary = await importFile(t.app, user, fixture('letterboxdDiaryBadDate'));
    expect(summary).toMatchObject({ status: 'failed', errorLine: expect.any(Number) });
    expect(summary.error).toContain(`line ${summary.errorLine}`);
    expect((await accountContents(t.app.db, user.id)).diary).toEqual([]);
  });

  test('other encodings and extra columns are read', async () => {
    const user = await newUser();
    for (const name of [
      'letterboxdDiaryWindows1252',
      'letterboxdDiaryBom',
      'letterboxdDiaryExtraColumns',
    ] as const) {
      expect(await importFile(t.app, user, fixture(name))).toMatchObject({
        error: null,
        format: 'letterboxd-csv',
      });
    }
    const titles = await t.app.db('diary_entries').where({ user_id: user.id, movie_id: 194 }).pluck('title');
    expect(titles.length).toBeGreaterThan(0);
  });

  test('an empty body, a type that is not a file and a body over 50 MB are refused', async () => {
    const user = await newUser();
    const upload = (payload: Buffer, contentType: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/imports?fileName=diary.csv',
        headers: { ...user.headers, 'content-type': contentType },
        payload,
      });
    expect((await upload(Buffer.alloc(0), 'text/csv')).json()).toEqual({ message: 'The file is empty.' });
    expect((await upload(Buffer.from('a'), 'image/png')).statusCode).toBe(415);
    const unnamed = await t.app.inject({
      method: 'POST',
      url: '/api/imports',
      headers: { ...user.headers, 'content-type': 'text/csv' },
      payload: Buffer.from('Date,Name\n'),
    });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json<{ message: string }>().message).toMatch(/fileName/);
    expect((await upload(Buffer.alloc(50 * 1024 * 1024 + 1, 32), 'text/csv')).statusCode).toBe(413);
    // Every other route keeps its 1 MiB limit.
    const big = await t.app.inject({
      method: 'POST',
      url: `/api/users/${user.id}/watchlist`,
      headers: user.headers,
      payload: { movieId: '194', title: 'x'.repeat(1024 * 1024) },
    });
    expect(big.statusCode).toBe(413);
  });
});

describe('resuming', () => {
  test('an import stopped while applying runs again without doubling anything', async () => {
    const user = await newUser();
    const summary = await importFile(t.app, user, fixture('letterboxdDiary'));
    const before = await accountContents(t.app.db, user.id);
    expect(before.diary.length).toBeGreaterThan(0);
    // As a crash after the commit of part of the work would leave it: rows back to matched, the import applying.
    await t.app
      .db('import_rows')
      .where({ import_id: summary.id, status: 'applied' })
      .update({ status: 'matched' });
    await t.app.db('imports').where({ id: summary.id }).update({ status: 'applying' });
    const context = {
      logger: recordingLogger(),
      processedBy: 'in-process' as const,
      services: jobServicesOf(),
    };
    expect(await processors['import.run']({ importId: summary.id }, context)).toEqual({
      status: 'needs_review',
    });
    expect(await accountContents(t.app.db, user.id)).toEqual(before);
  });

  test('a restarted API picks up imports left half-way, from the rows already stored', async () => {
    const user = await newUser();
    const summary = await importFile(t.app, user, fixture('imdbRatings'));
    const before = await accountContents(t.app.db, user.id);
    // Left matching: half of its rows not matched yet, the others applied.
    const ids = await t.app.db('import_rows').where({ import_id: summary.id }).orderBy('id').pluck('id');
    await t.app
      .db('import_rows')
      .whereIn('id', ids.slice(0, ids.length / 2))
      .update({ status: 'pending', film: null, movie_id: null });
    await t.app.db('imports').where({ id: summary.id }).update({ status: 'matching', finished_at: null });
    const restarted = await buildTestApp(t.databaseUrl);
    try {
      await restarted.ready();
      let status = '';
      for (const deadline = Date.now() + 30_000; status !== 'done' && Date.now() < deadline;) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        status = (await restarted.db('imports').where({ id: summary.id }).first('status')).status;
      }
      expect(status).toBe('done');
    } finally {
      await restarted.close();
    }
    expect(await accountContents(t.app.db, user.id)).toEqual(before);
  });
});

/** What the API gives its in-process runner: its database, film data and AI engine, a local mailbox. */
function jobServicesOf(): JobServices {
  const mailer = createMailer({
    from: 'Marquee <mail@marquee.test>',
    db: t.app.db,
    logger: recordingLogger(),
  });
  return { db: t.app.db, films: t.app.filmLookup, ai: t.app.ai, mailer, publicUrl: 'http://localhost:8080' };
}
