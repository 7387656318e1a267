import { type NotInterestedResponse, type UnseenPage } from '@marquee/contracts';
import { insertCatalogFilms } from './helpers/catalogFilms';
import { signedInUser, type SignedInUser } from './helpers/sessions';
import { useTestApp } from './helpers/testApp';

const t = useTestApp();

/** Films 1-60, most popular first in id order: popular's pages are 1-20, 21-40 and 41-60. */
const FILMS = 60;
beforeAll(() =>
  insertCatalogFilms(
    t.app.db,
    Array.from({ length: FILMS }, (_, index) => ({
      id: index + 1,
      title: `Film ${index + 1}`,
      popularity: 1000 - index,
      release_date: '2001-02-03',
    })),
  ),
);

const as = (
  user: SignedInUser | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, payload, headers: user?.headers });

const notInterested = (user: SignedInUser, movieId: number) =>
  as(user, 'POST', `/api/users/${user.id}/not-interested`, {
    movieId: String(movieId),
    title: `Film ${movieId}`,
  });

/** Every page of an unseen list from the first, following `next`, and the films in order. */
async function wholeList(user: SignedInUser, url: string): Promise<{ pages: UnseenPage[]; ids: number[] }> {
  const pages: UnseenPage[] = [];
  let cursor: UnseenPage['next'] = { page: 1, skip: 0 };
  while (cursor) {
    const separator = url.includes('?') ? '&' : '?';
    const response = await as(user, 'GET', `${url}${separator}page=${cursor.page}&skip=${cursor.skip}`);
    expect(response.statusCode).toBe(200);
    const page: UnseenPage = response.json();
    pages.push(page);
    cursor = page.next;
  }
  return { pages, ids: pages.flatMap((page) => page.results.map((film) => film.id)) };
}

const every = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('Not interested', () => {
  test('mark, list and undo answer the whole list, newest first; marking twice keeps one row', async () => {
    const ann = await signedInUser(t.app, { email: 'marks@example.com' });
    expect((await as(ann, 'GET', `/api/users/${ann.id}/not-interested`)).json()).toEqual({ films: [] });

    const first = await as(ann, 'POST', `/api/users/${ann.id}/not-interested`, {
      movieId: '3',
      title: '  Film 3 ',
      posterPath: '/p3.jpg',
      releaseDate: '2001-02-03',
    });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.json<NotInterestedResponse>().films).toEqual([
      {
        movieId: '3',
        title: 'Film 3',
        posterPath: '/p3.jpg',
        releaseDate: '2001-02-03',
        createdAt: expect.any(String),
      },
    ]);
    await notInterested(ann, 4);
    const again = await notInterested(ann, 3);
    expect(again.json<NotInterestedResponse>().films.map((film) => film.movieId)).toEqual(['4', '3']);
    expect(again.json<NotInterestedResponse>().films[0]).toMatchObject({
      posterPath: null,
      releaseDate: null,
    });

    const undone = await as(ann, 'DELETE', `/api/users/${ann.id}/not-interested/4`);
    expect(undone.json<NotInterestedResponse>().films.map((film) => film.movieId)).toEqual(['3']);
    expect((await as(ann, 'DELETE', `/api/users/${ann.id}/not-interested/4`)).statusCode).toBe(200);
  });

  test('only for films the movie data knows, on one’s own list, with a title', async () => {
    const ann = await signedInUser(t.app, { email: 'refused@example.com' });
    const bob = await signedInUser(t.app, { email: 'bob-refused@example.com' });
    expect((await notInterested(ann, 999_999)).statusCode).toBe(404);
    expect(
      (await as(bob, 'POST', `/api/users/${ann.id}/not-interested`, { movieId: '3', title: 'x' })).statusCode,
    ).toBe(403);
    expect((await as(bob, 'GET', `/api/users/${ann.id}/not-interested`)).statusCode).toBe(403);
    expect((await as(undefined, 'GET', `/api/users/${ann.id}/not-interested`)).statusCode).toBe(401);
    const blank = await as(ann, 'POST', `/api/users/${ann.id}/not-interested`, { movieId: '3', title: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ message: 'Title must not be blank.' });
    for (const releaseDate of ['2020-13-45', '0999-01-01', '1999']) {
      const bad = await as(ann, 'POST', `/api/users/${ann.id}/not-interested`, {
        movieId: '3',
        title: 'x',
        releaseDate,
      });
      expect(bad.statusCode).toBe(400);
    }
  });
});

describe('the hide-seen setting', () => {
  test('is off until turned on, and the owner’s alone', async () => {
    const ann = await signedInUser(t.app, { email: 'setting@example.com' });
    const bob = await signedInUser(t.app, { email: 'bob-setting@example.com' });
    expect((await as(ann, 'GET', `/api/users/${ann.id}/hide-seen`)).json()).toEqual({ hideSeen: false });
    expect((await as(ann, 'PUT', `/api/users/${ann.id}/hide-seen`, { hideSeen: true })).json()).toEqual({
      hideSeen: true,
    });
    expect((await as(ann, 'GET', `/api/users/${ann.id}/hide-seen`)).json()).toEqual({ hideSeen: true });
    expect((await as(bob, 'PUT', `/api/users/${ann.id}/hide-seen`, { hideSeen: false })).statusCode).toBe(
      403,
    );
    expect((await as(ann, 'PUT', `/api/users/${ann.id}/hide-seen`, { hideSeen: 'yes' })).statusCode).toBe(
      400,
    );
  });
});

describe('unseen pages', () => {
  test('leave out watched, watchlisted and not-interested films and refill each page from the next', async () => {
    const ann = await signedInUser(t.app, { email: 'unseen@example.com' });
    await as(ann, 'POST', `/api/users/${ann.id}/diary`, { movieId: '2' });
    await as(ann, 'POST', `/api/users/${ann.id}/watchlist`, { movieId: '5', title: 'Film 5' });
    for (const id of [7, 21, 41, 42]) await notInterested(ann, id);
    const hidden = [2, 5, 7, 21, 41, 42];

    const first = await as(ann, 'GET', '/api/unseen/lists/popular?page=1');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    const page: UnseenPage = first.json();
    // 17 films of page 1 and the first three shown of page 2 (21 is hidden): full, no gap.
    expect(page.results.map((film) => film.id)).toEqual([1, 3, 4, 6, ...every(20).slice(7), 22, 23, 24]);
    expect(page.next).toEqual({ page: 2, skip: 4 });
    expect(page.total_results).toBe(FILMS);

    const { pages, ids } = await wholeList(ann, '/api/unseen/lists/popular');
    expect(pages.map((each) => each.results.length)).toEqual([20, 20, 14]);
    expect(ids).toEqual(every(FILMS).filter((id) => !hidden.includes(id)));
    expect(pages.at(-1)?.next).toBeNull();
  });

  test('a film taken off the watchlist or undone from Not interested shows again', async () => {
    const ann = await signedInUser(t.app, { email: 'undo@example.com' });
    await notInterested(ann, 1);
    await as(ann, 'POST', `/api/users/${ann.id}/watchlist`, { movieId: '3', title: 'Film 3' });
    const hiddenFirst = (await as(ann, 'GET', '/api/unseen/lists/popular')).json<UnseenPage>();
    expect(hiddenFirst.results.slice(0, 2).map((film) => film.id)).toEqual([2, 4]);

    await as(ann, 'DELETE', `/api/users/${ann.id}/not-interested/1`);
    await as(ann, 'DELETE', `/api/users/${ann.id}/watchlist/3`);
    const shown = (await as(ann, 'GET', '/api/unseen/lists/popular')).json<UnseenPage>();
    expect(shown.results.slice(0, 3).map((film) => film.id)).toEqual([1, 2, 3]);
  });

  test('one user’s hidden films are theirs: another user sees the whole list', async () => {
    const ann = await signedInUser(t.app, { email: 'mine@example.com' });
    const bob = await signedInUser(t.app, { email: 'theirs@example.com' });
    await notInterested(ann, 1);
    const bobs = (await as(bob, 'GET', '/api/unseen/lists/popular')).json<UnseenPage>();
    expect(bobs.results.map((film) => film.id)).toEqual(every(20));
    expect(bobs.next).toEqual({ page: 2, skip: 0 });
  });

  test('discover (genres) and title search are refilled the same way; guests are asked to sign in', async () => {
    const ann = await signedInUser(t.app, { email: 'search@example.com' });
    for (const id of [1, 2, 3]) await notInterested(ann, id);
    const discovered = await wholeList(ann, '/api/unseen/discover?sort_by=popularity.desc');
    expect(discovered.pages[0]?.results).toHaveLength(20);
    expect(discovered.ids).toEqual(every(FILMS).slice(3));

    const searched = await wholeList(ann, '/api/unseen/search?query=Film');
    expect(searched.pages[0]?.results).toHaveLength(20);
    expect(new Set(searched.ids).size).toBe(searched.ids.length);
    expect([...searched.ids].sort((a, b) => a - b)).toEqual(every(FILMS).slice(3));

    expect((await as(undefined, 'GET', '/api/unseen/lists/popular')).statusCode).toBe(401);
    expect((await as(ann, 'GET', '/api/unseen/lists/nowPlaying')).statusCode).toBe(400);
    expect((await as(ann, 'GET', '/api/unseen/lists/popular?skip=100')).statusCode).toBe(400);
  });

  test('whole pages hidden are skipped: the first page is still full', async () => {
    const ann = await signedInUser(t.app, { email: 'mostly@example.com' });
    await Promise.all(every(40).map((id) => notInterested(ann, id)));
    const { pages, ids } = await wholeList(ann, '/api/unseen/lists/popular');
    expect(ids).toEqual(every(FILMS).slice(40));
    expect(pages[0]?.results).toHaveLength(20);
  });
});
