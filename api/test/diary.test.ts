import {
  ratingToStars,
  starsToRating10,
  type CreatedDiaryEntry,
  type DiaryEntry,
  type DiaryPage,
  type DiaryStats,
  type MovieWatches,
  type UserProfile,
} from '@marquee/contracts';
import { checkedTags, checkedWatchedOn } from '../src/diary/diaryRules';
import { catalogFilms, insertCatalogFilms } from './helpers/catalogFilms';
import { signedInUser, type SignedInUser } from './helpers/sessions';
import { useTestApp } from './helpers/testApp';

const t = useTestApp({ RATE_LIMIT_MAX: '100000' });

/** Films of the local catalog with what the diary copies: year, runtime, genres, poster. */
const DRAMA = 18;
const COMEDY = 35;
const HORROR = 27;
beforeAll(async () => {
  await catalogFilms(t.app.db, 20);
  await t.app.db.raw(
    `insert into catalog_genres (id, name) values (?, 'Drama'), (?, 'Comedy'), (?, 'Horror')
     on conflict do nothing`,
    [DRAMA, COMEDY, HORROR],
  );
  const films = [
    { id: 101, title: 'Long Drama', runtime: 150, genre_ids: [DRAMA], release_date: '1999-05-01' },
    { id: 102, title: 'Short Comedy', runtime: 90, genre_ids: [COMEDY, DRAMA], release_date: '2004-01-01' },
    { id: 103, title: 'Horror Night', runtime: 60, genre_ids: [HORROR], release_date: null },
  ];
  await insertCatalogFilms(t.app.db, films);
});

type Caller = SignedInUser | undefined;
const headersOf = (caller: Caller) => caller?.headers ?? {};
const diaryUrl = (ownerId: string, rest = '') => `/api/users/${ownerId}/diary${rest}`;

const log = (caller: Caller, ownerId: string, payload: object) =>
  t.app.inject({ method: 'POST', url: diaryUrl(ownerId), headers: headersOf(caller), payload });
const edit = (caller: Caller, ownerId: string, entryId: string, payload: object) =>
  t.app.inject({
    method: 'PATCH',
    url: diaryUrl(ownerId, `/${entryId}`),
    headers: headersOf(caller),
    payload,
  });
const remove = (caller: Caller, ownerId: string, entryId: string) =>
  t.app.inject({ method: 'DELETE', url: diaryUrl(ownerId, `/${entryId}`), headers: headersOf(caller) });
const read = (caller: Caller, ownerId: string, query = '') =>
  t.app.inject({ method: 'GET', url: diaryUrl(ownerId, query), headers: headersOf(caller) });
const stats = (caller: Caller, ownerId: string, query = '') =>
  t.app.inject({ method: 'GET', url: diaryUrl(ownerId, `/stats${query}`), headers: headersOf(caller) });
const watches = (caller: Caller, movieId: string) =>
  t.app.inject({ method: 'GET', url: `/api/movies/${movieId}/watches`, headers: headersOf(caller) });
const setVisibility = (user: SignedInUser, diaryVisibility: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/users/${user.id}`,
    headers: user.headers,
    payload: { diaryVisibility },
  });

/** Logs a viewing that must succeed; its entry. */
async function logged(user: SignedInUser, payload: object): Promise<DiaryEntry> {
  const response = await log(user, user.id, payload);
  expect(response.statusCode).toBe(201);
  return response.json<CreatedDiaryEntry>().entry;
}

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const DAY = 24 * 60 * 60 * 1000;

let users = 0;
const newUser = () => {
  users += 1;
  return signedInUser(t.app, { email: `diary-${users}@example.com` });
};

describe('ratings on the 10-point scale, shown as stars', () => {
  test('halved and rounded half up; stars double', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(ratingToStars)).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
    expect([1, 2, 3, 4, 5].map(starsToRating10)).toEqual([2, 4, 6, 8, 10]);
  });
});

describe('the rules of a log, checked on their own', () => {
  // 2024-06-30 20:00 UTC: already 1 July in UTC+14.
  const now = Date.parse('2024-06-30T20:00:00Z');

  test('a date is a calendar day from 1870-01-01 to today anywhere on Earth', () => {
    expect(checkedWatchedOn('1870-01-01', now)).toBe('1870-01-01');
    expect(checkedWatchedOn('2024-07-01', now)).toBe('2024-07-01');
    expect(checkedWatchedOn('2024-02-29', now)).toBe('2024-02-29');
    expect(() => checkedWatchedOn('2024-07-02', now)).toThrow('body/watchedOn must not be in the future');
    expect(() => checkedWatchedOn('1869-12-31', now)).toThrow('body/watchedOn must not be before 1870-01-01');
    expect(() => checkedWatchedOn('2023-02-29', now)).toThrow(
      'body/watchedOn must be a date of the calendar',
    );
    expect(() => checkedWatchedOn('2023-04-31', now)).toThrow(
      'body/watchedOn must be a date of the calendar',
    );
  });

  test('tags are trimmed, lower-cased and unique, each 1 to 40 characters', () => {
    expect(checkedTags([' Cinema ', 'cinema', 'With Friends', 'CINEMA'])).toEqual(['cinema', 'with friends']);
    expect(checkedTags([` ${'a'.repeat(40)} `])).toEqual(['a'.repeat(40)]);
    expect(() => checkedTags(['a'.repeat(41)])).toThrow('body/tags must each be 1 to 40 characters long');
    expect(() => checkedTags(['   '])).toThrow('body/tags must each be 1 to 40 characters long');
  });
});

describe('logging a viewing', () => {
  test('copies the film from the movie data, with the defaults, and says whether it is on the watchlist', async () => {
    const ann = await newUser();
    const plain = await log(ann, ann.id, { movieId: '101' });
    expect(plain.statusCode).toBe(201);
    const { entry, onWatchlist } = plain.json<CreatedDiaryEntry>();
    expect(onWatchlist).toBe(false);
    expect(entry).toEqual({
      id: expect.any(String),
      movieId: '101',
      title: 'Long Drama',
      poster: '/poster-101.jpg',
      year: '1999',
      runtime: 150,
      genres: ['Drama'],
      watchedOn: isoDay(Date.now()),
      rating10: null,
      stars: null,
      rewatch: false,
      tags: [],
      reviewId: null,
      source: 'marquee',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });

    await t.app.inject({
      method: 'POST',
      url: `/api/users/${ann.id}/watchlist`,
      headers: ann.headers,
      payload: { movieId: '103', title: 'Horror Night' },
    });
    const onList = await log(ann, ann.id, {
      movieId: '103',
      watchedOn: '2020-10-31',
      rating: 4,
      rewatch: true,
      tags: [' Halloween', 'halloween ', 'With Friends'],
    });
    expect(onList.json<CreatedDiaryEntry>()).toMatchObject({
      onWatchlist: true,
      entry: {
        year: '',
        watchedOn: '2020-10-31',
        rating10: 8,
        stars: 4,
        rewatch: true,
        tags: ['halloween', 'with friends'],
      },
    });
  });

  test("a rated log is the user's current rating of the film; an unrated one leaves it", async () => {
    const ben = await newUser();
    const rating = () =>
      t.app.db('film_ratings').where({ user_id: ben.id }).select('movie_id', 'title', 'year', 'rating10');
    await logged(ben, { movieId: '102' });
    expect(await rating()).toEqual([]);
    await logged(ben, { movieId: '102', rating: 3 });
    expect(await rating()).toEqual([{ movie_id: 102, title: 'Short Comedy', year: '2004', rating10: 6 }]);
    const later = await logged(ben, { movieId: '102', rating: 5, rewatch: true });
    await logged(ben, { movieId: '102', rating: null });
    expect(await rating()).toEqual([{ movie_id: 102, title: 'Short Comedy', year: '2004', rating10: 10 }]);
    await edit(ben, ben.id, later.id, { rating: 1 });
    expect((await rating())[0]?.rating10).toBe(2);
  });

  test('an unknown film is a 404 and nothing is stored', async () => {
    const cat = await newUser();
    const response = await log(cat, cat.id, { movieId: '123456789' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No film has the id 123456789.' });
    expect(await t.app.db('diary_entries').where({ user_id: cat.id })).toEqual([]);
  });

  test('dates before 1870, in the future or not on the calendar are 400s naming the rule', async () => {
    const dan = await newUser();
    const cases: [string, string][] = [
      ['1869-12-31', 'Watched on must not be before 1870-01-01.'],
      [isoDay(Date.now() + 2 * DAY), 'Watched on must not be in the future.'],
      ['2023-02-29', expect.stringMatching(/^Watched on must be a date/) as unknown as string],
      ['0999-01-01', expect.stringMatching(/^Watched on must be a date/) as unknown as string],
      ['yesterday', expect.stringMatching(/^Watched on must be a date/) as unknown as string],
    ];
    for (const [watchedOn, message] of cases) {
      const response = await log(dan, dan.id, { movieId: '1', watchedOn });
      expect({ watchedOn, status: response.statusCode, body: response.json() }).toEqual({
        watchedOn,
        status: 400,
        body: { message },
      });
    }
    // Today where the day starts first (UTC+14) is a day that has begun somewhere: accepted.
    const earliestToday = isoDay(Date.now() + 14 * 60 * 60 * 1000);
    expect((await log(dan, dan.id, { movieId: '1', watchedOn: earliestToday })).statusCode).toBe(201);
    expect((await log(dan, dan.id, { movieId: '1', watchedOn: '1870-01-01' })).statusCode).toBe(201);
    expect(await t.app.db('diary_entries').where({ user_id: dan.id })).toHaveLength(2);
  });

  test('ratings are 1 to 5 whole stars; tags at most 20 of 1 to 40 characters', async () => {
    const eve = await newUser();
    const refused = [
      { rating: 0 },
      { rating: 6 },
      { rating: 2.5 },
      { tags: Array.from({ length: 21 }, (_, n) => `tag ${n}`) },
      { tags: ['x'.repeat(41)] },
      { tags: ['  '] },
      { tags: [''] },
      { rewatch: 'yes' },
      { reviewId: 'not-an-id' },
    ];
    for (const fields of refused) {
      const response = await log(eve, eve.id, { movieId: '2', ...fields });
      expect({ fields, status: response.statusCode }).toEqual({ fields, status: 400 });
      // (A rating under 1 gets the review form's text, which the validation messages give any `rating`.)
      expect(response.json<{ message: string }>().message).toMatch(
        /^(Rating|Tags|Rewatch|Review id) |^Please provide a rating/,
      );
    }
    const twenty = Array.from({ length: 20 }, (_, n) => `Tag ${n}`);
    expect((await logged(eve, { movieId: '2', tags: twenty })).tags).toHaveLength(20);
    expect(await t.app.db('diary_entries').where({ user_id: eve.id })).toHaveLength(1);
  });

  test("a log links only to its owner's review of that film; deleting the review unlinks it", async () => {
    const fay = await newUser();
    const gus = await newUser();
    const review = async (user: SignedInUser, movieId: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/reviews',
        headers: user.headers,
        payload: { movieId, movieTitle: `Film ${movieId}`, rating: 4, comment: 'Good.' },
      });
      return response.json<{ id: string }>().id;
    };
    const fayOn5 = await review(fay, '5');
    const fayOn6 = await review(fay, '6');
    const gusOn5 = await review(gus, '5');
    for (const reviewId of [fayOn6, gusOn5, '00000000-0000-4000-8000-000000000000']) {
      const response = await log(fay, fay.id, { movieId: '5', reviewId });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Review id must be your own review of this film.' });
    }
    const entry = await logged(fay, { movieId: '5', reviewId: fayOn5 });
    expect(entry.reviewId).toBe(fayOn5);
    expect((await edit(fay, fay.id, entry.id, { reviewId: fayOn6 })).statusCode).toBe(400);

    await t.app.inject({ method: 'DELETE', url: `/api/reviews/${fayOn5}`, headers: fay.headers });
    const [after] = (await read(fay, fay.id)).json<DiaryPage>().entries;
    expect(after?.reviewId).toBeNull();
  });
});

describe('changing and deleting a viewing', () => {
  test('PATCH changes only what it names; DELETE removes the entry', async () => {
    const hal = await newUser();
    const entry = await logged(hal, { movieId: '101', watchedOn: '2021-03-04', rating: 2, tags: ['a'] });
    const changed = await edit(hal, hal.id, entry.id, {
      watchedOn: '2021-03-05',
      tags: [' B ', 'b'],
      rewatch: true,
    });
    expect(changed.statusCode).toBe(200);
    const updated = changed.json<{ entry: DiaryEntry }>().entry;
    expect(updated).toEqual({
      ...entry,
      watchedOn: '2021-03-05',
      tags: ['b'],
      rewatch: true,
      updatedAt: expect.any(String),
    });
    expect(updated.updatedAt > entry.updatedAt).toBe(true);
    const cleared = await edit(hal, hal.id, entry.id, { rating: null });
    expect(cleared.json<{ entry: DiaryEntry }>().entry).toMatchObject({ rating10: null, stars: null });

    expect((await edit(hal, hal.id, entry.id, {})).statusCode).toBe(400);
    expect((await edit(hal, hal.id, entry.id, { watchedOn: '1800-01-01' })).json()).toEqual({
      message: 'Watched on must not be before 1870-01-01.',
    });

    const deleted = await remove(hal, hal.id, entry.id);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    const again = await remove(hal, hal.id, entry.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Diary entry not found' });
    expect((await edit(hal, hal.id, entry.id, { rewatch: false })).statusCode).toBe(404);
  });

  test("an entry of someone else's diary is not found through one's own", async () => {
    const ivy = await newUser();
    const jon = await newUser();
    const entry = await logged(ivy, { movieId: '3' });
    expect((await edit(jon, jon.id, entry.id, { rewatch: true })).statusCode).toBe(404);
    expect((await remove(jon, jon.id, entry.id)).statusCode).toBe(404);
    expect(await t.app.db('diary_entries').where({ id: entry.id }).first('rewatch')).toEqual({
      rewatch: false,
    });
  });
});

describe('reading a diary: newest first, filters, pages', () => {
  let kim: SignedInUser;
  /** Kim's diary, newest first as the API must answer it. */
  let expected: { movieId: string; watchedOn: string }[];

  beforeAll(async () => {
    kim = await newUser();
    // Imported ratings on the 10-point scale, as the importer stores them: 1 and 3 show as 1 and 2 stars.
    await t.app.db('diary_entries').insert([
      {
        user_id: kim.id,
        movie_id: 11,
        title: 'Film 11',
        watched_on: '2019-12-31',
        rating10: 1,
        source: 'letterboxd',
      },
      {
        user_id: kim.id,
        movie_id: 12,
        title: 'Film 12',
        watched_on: '2020-01-01',
        rating10: 3,
        source: 'imdb',
      },
      {
        user_id: kim.id,
        movie_id: 13,
        title: 'Film 13',
        watched_on: '2020-06-15',
        rating10: 9,
        source: 'trakt',
      },
    ]);
    // Five viewings on one day: the later logged first, so paging must tell them apart by more than the date.
    for (const movieId of ['1', '2', '3', '4', '5']) {
      await logged(kim, {
        movieId,
        watchedOn: '2020-06-15',
        rating: 2,
        tags: movieId === '3' ? ['Cinema'] : [],
      });
    }
    await logged(kim, { movieId: '6', watchedOn: '2021-02-01', rating: 5, tags: ['cinema', 'festival'] });
    expected = [
      { movieId: '6', watchedOn: '2021-02-01' },
      ...['5', '4', '3', '2', '1'].map((movieId) => ({ movieId, watchedOn: '2020-06-15' })),
      { movieId: '13', watchedOn: '2020-06-15' },
      { movieId: '12', watchedOn: '2020-01-01' },
      { movieId: '11', watchedOn: '2019-12-31' },
    ];
  });

  const summary = (page: DiaryPage) => page.entries.map(({ movieId, watchedOn }) => ({ movieId, watchedOn }));
  const page = async (query: string) => {
    const response = await read(kim, kim.id, query);
    expect(response.statusCode).toBe(200);
    return response.json<DiaryPage>();
  };

  test('the whole diary, newest viewing first, then the latest logged', async () => {
    const all = await page('');
    expect(summary(all)).toEqual(expected);
    expect(all.total).toBe(9);
    expect(all.nextCursor).toBeNull();
    expect(all.entries.map((entry) => [entry.rating10, entry.stars]).slice(-3)).toEqual([
      [9, 5],
      [3, 2],
      [1, 1],
    ]);
  });

  test('pages of two follow each other without repeats or gaps', async () => {
    const seen: DiaryPage['entries'] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const next: DiaryPage = await page(`?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(next.total).toBe(9);
      expect(next.entries.length).toBeLessThanOrEqual(2);
      seen.push(...next.entries);
      cursor = next.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(5);
    expect(summary({ entries: seen, nextCursor: null, total: 0 })).toEqual(expected);
  });

  test('by year, by stars as shown, by tag, and all three', async () => {
    expect(summary(await page('?year=2020')).map((entry) => entry.movieId)).toEqual([
      '5',
      '4',
      '3',
      '2',
      '1',
      '13',
      '12',
    ]);
    expect((await page('?year=2019')).total).toBe(1);
    expect((await page('?year=1990')).entries).toEqual([]);
    expect(summary(await page('?rating=1')).map((entry) => entry.movieId)).toEqual(['11']);
    expect(summary(await page('?rating=2')).map((entry) => entry.movieId)).toEqual([
      '5',
      '4',
      '3',
      '2',
      '1',
      '12',
    ]);
    expect(summary(await page('?rating=5')).map((entry) => entry.movieId)).toEqual(['6', '13']);
    expect(summary(await page('?tag=%20CINEMA%20')).map((entry) => entry.movieId)).toEqual(['6', '3']);
    const both = await page('?year=2020&rating=2&tag=cinema&limit=1');
    expect(summary(both)).toEqual([{ movieId: '3', watchedOn: '2020-06-15' }]);
    expect(both).toMatchObject({ total: 1, nextCursor: null });
  });

  test('bad filters, limits and cursors are 400s', async () => {
    for (const query of [
      '?limit=0',
      '?limit=101',
      '?rating=6',
      '?year=1869',
      '?cursor=bm9wZQ',
      '?tag=',
      '?colour=red',
    ]) {
      const response = await read(kim, kim.id, query);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(typeof response.json<{ message: string }>().message).toBe('string');
    }
    // Cursors made up from the right pieces with values the database would refuse.
    const madeUp = (parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');
    const id = '00000000-0000-4000-8000-000000000000';
    for (const cursor of [
      'bm9wZQ',
      madeUp(['2024-13-45', '1', id]),
      madeUp(['2024-01-01', '1'.repeat(20), id]),
      madeUp(['2024-01-01', '-1', id]),
      madeUp(['2024-01-01', '1', 'not-a-uuid']),
      madeUp({ watchedOn: '2024-01-01' } as unknown as unknown[]),
    ]) {
      expect((await read(kim, kim.id, `?cursor=${cursor}`)).json()).toEqual({
        message: 'The cursor parameter is not a cursor this diary answered.',
      });
    }
  });
});

describe('statistics', () => {
  test('the figures of known viewings, all time and of one year', async () => {
    const lea = await newUser();
    // Long Drama 150 min [Drama], Short Comedy 90 [Comedy, Drama], Horror Night 60 [Horror].
    await logged(lea, { movieId: '101', watchedOn: '2022-01-10', rating: 5, tags: ['Home'] });
    await logged(lea, {
      movieId: '101',
      watchedOn: '2022-01-20',
      rating: 4,
      rewatch: true,
      tags: ['home', 'rewatch'],
    });
    await logged(lea, { movieId: '102', watchedOn: '2022-03-01', rating: 2 });
    await logged(lea, { movieId: '103', watchedOn: '2023-10-31', tags: ['halloween', 'home'] });
    // An imported half-star rating (3.5 stars): 7 on the 10-point scale, shown as 4 stars.
    await t.app.db('diary_entries').insert({
      user_id: lea.id,
      movie_id: 7,
      title: 'Film 7',
      watched_on: '2023-11-02',
      rating10: 7,
      source: 'letterboxd',
    });

    const all = await stats(lea, lea.id);
    expect(all.statusCode).toBe(200);
    const figures = all.json<DiaryStats>();
    expect(figures).toMatchObject({
      total: 5,
      // 150 + 150 + 90 + 60 minutes
      hoursWatched: 7.5,
      // (10 + 8 + 4 + 7) / 4 / 2 = 3.625
      averageRating: 3.6,
      perYear: [
        { year: 2022, count: 3 },
        { year: 2023, count: 2 },
      ],
      topGenres: [
        { genre: 'Drama', count: 3 },
        { genre: 'Comedy', count: 1 },
        { genre: 'Horror', count: 1 },
      ],
      ratingDistribution: [
        { stars: 1, count: 0 },
        { stars: 2, count: 1 },
        { stars: 3, count: 0 },
        { stars: 4, count: 2 },
        { stars: 5, count: 1 },
      ],
      tags: [
        { tag: 'home', count: 3 },
        { tag: 'halloween', count: 1 },
        { tag: 'rewatch', count: 1 },
      ],
    });
    // The last twelve months up to this one: none of these viewings is in them.
    expect(figures.perMonth).toHaveLength(12);
    expect(figures.perMonth.at(-1)?.month).toBe(new Date().toISOString().slice(0, 7));
    expect(figures.perMonth.every((month) => month.count === 0)).toBe(true);

    const of2022 = (await stats(lea, lea.id, '?year=2022')).json<DiaryStats>();
    expect(of2022).toMatchObject({
      total: 3,
      hoursWatched: 6.5,
      averageRating: 3.7,
      perYear: figures.perYear,
      topGenres: [
        { genre: 'Drama', count: 3 },
        { genre: 'Comedy', count: 1 },
      ],
      tags: [
        { tag: 'home', count: 2 },
        { tag: 'rewatch', count: 1 },
      ],
    });
    expect(of2022.perMonth.map((month) => month.month)).toEqual(
      Array.from({ length: 12 }, (_, n) => `2022-${String(n + 1).padStart(2, '0')}`),
    );
    expect(of2022.perMonth.map((month) => month.count)).toEqual([2, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0]);

    const empty = (await stats(lea, lea.id, '?year=1999')).json<DiaryStats>();
    expect(empty).toMatchObject({ total: 0, hoursWatched: 0, averageRating: null, topGenres: [], tags: [] });
    expect(empty.ratingDistribution.map((bar) => bar.count)).toEqual([0, 0, 0, 0, 0]);
    expect((await stats(lea, lea.id, '?year=abc')).statusCode).toBe(400);
  });
});

describe('who may read and change a diary', () => {
  test('a private diary is the owner’s alone: a stranger, an admin and a guest get the 404 of an unknown user', async () => {
    const max = await newUser();
    const stranger = await newUser();
    const admin = await signedInUser(t.app, { email: 'diary-admin@example.com', role: 'admin' });
    const entry = await logged(max, { movieId: '8', watchedOn: '2024-01-01' });

    for (const caller of [stranger, admin, undefined]) {
      for (const response of [await read(caller, max.id), await stats(caller, max.id)]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Diary not found' });
      }
    }
    const unknown = await read(stranger, '00000000-0000-4000-8000-000000000000');
    expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({
      status: 404,
      body: { message: 'Diary not found' },
    });
    // A stale or forged token reads as a guest.
    expect((await read({ ...max, headers: { authorization: 'Bearer nonsense' } }, max.id)).statusCode).toBe(
      404,
    );

    // Writing: a guest is asked to sign in; anyone else does not learn that the diary exists.
    expect((await log(undefined, max.id, { movieId: '8' })).statusCode).toBe(401);
    for (const caller of [stranger, admin]) {
      for (const response of [
        await log(caller, max.id, { movieId: '8' }),
        await edit(caller, max.id, entry.id, { rewatch: true }),
        await remove(caller, max.id, entry.id),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Diary not found' });
      }
    }
    expect((await read(max, max.id)).json<DiaryPage>().entries).toEqual([entry]);
  });

  test('a public diary is read by anyone, guests too, and still changed by its owner only', async () => {
    const nia = await newUser();
    const stranger = await newUser();
    const entry = await logged(nia, { movieId: '9', watchedOn: '2024-02-02', rating: 3 });

    const profile = await setVisibility(nia, 'public');
    expect(profile.statusCode).toBe(200);
    expect(profile.json<UserProfile>().diaryVisibility).toBe('public');
    const own = await t.app.inject({ method: 'GET', url: `/api/users/${nia.id}`, headers: nia.headers });
    expect(own.json<UserProfile>().diaryVisibility).toBe('public');

    for (const caller of [stranger, undefined, nia]) {
      const page = await read(caller, nia.id);
      expect(page.statusCode).toBe(200);
      expect(page.json<DiaryPage>()).toEqual({ entries: [entry], nextCursor: null, total: 1 });
      expect((await stats(caller, nia.id)).json<DiaryStats>().total).toBe(1);
    }
    for (const response of [
      await log(stranger, nia.id, { movieId: '9' }),
      await edit(stranger, nia.id, entry.id, { rating: 1 }),
      await remove(stranger, nia.id, entry.id),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'You can only change your own diary' });
    }
    expect(await t.app.db('diary_entries').where({ user_id: nia.id }).pluck('rating10')).toEqual([6]);

    expect((await setVisibility(nia, 'friends')).statusCode).toBe(400);
    expect((await setVisibility(nia, 'private')).json<UserProfile>().diaryVisibility).toBe('private');
    expect((await read(undefined, nia.id)).statusCode).toBe(404);
  });

  test('a new account’s diary is private', async () => {
    const oli = await newUser();
    const own = await t.app.inject({ method: 'GET', url: `/api/users/${oli.id}`, headers: oli.headers });
    expect(own.json<UserProfile>().diaryVisibility).toBe('private');
  });
});

describe("a film's watches", () => {
  test('every diary counts; the caller sees their own count and last date, a guest none', async () => {
    const pam = await newUser();
    const quinn = await newUser();
    const rex = await newUser();
    await logged(pam, { movieId: '15', watchedOn: '2020-05-05' });
    await logged(pam, { movieId: '15', watchedOn: '2023-07-08', rewatch: true });
    await logged(pam, { movieId: '15', watchedOn: '2021-01-01', rewatch: true });
    await logged(quinn, { movieId: '15', watchedOn: '2022-02-02' });
    await logged(quinn, { movieId: '16', watchedOn: '2022-02-02' });

    const answer = async (caller: Caller, movieId = '15') => {
      const response = await watches(caller, movieId);
      expect(response.statusCode).toBe(200);
      return response.json<MovieWatches>();
    };
    expect(await answer(pam)).toEqual({ watchCount: 4, mine: { count: 3, lastWatchedOn: '2023-07-08' } });
    expect(await answer(quinn)).toEqual({ watchCount: 4, mine: { count: 1, lastWatchedOn: '2022-02-02' } });
    expect(await answer(rex)).toEqual({ watchCount: 4, mine: { count: 0, lastWatchedOn: null } });
    expect(await answer(undefined)).toEqual({ watchCount: 4, mine: null });
    expect(await answer(undefined, '17')).toEqual({ watchCount: 0, mine: null });
    expect((await watches(undefined, 'abc')).statusCode).toBe(400);
  });
});
