import { type WatchlistItem } from '@marquee/contracts';
import { signedInUser, type SignedInUser } from './helpers/sessions';
import { catalogFilms } from './helpers/catalogFilms';
import { useTestApp } from './helpers/testApp';

const t = useTestApp();
beforeAll(() => catalogFilms(t.app.db));

const film = (movieId: string, title = `Film ${movieId}`) => ({
  movieId,
  title,
  poster: `/poster-${movieId}.jpg`,
  overview: `About film ${movieId}`,
  vote_average: 7.4,
  year: '1999',
});

const watchlistUrl = (userId: string, movieId?: string) =>
  `/api/users/${userId}/watchlist${movieId ? `/${movieId}` : ''}`;

const list = (user: SignedInUser, owner = user.id) =>
  t.app.inject({ method: 'GET', url: watchlistUrl(owner), headers: user.headers });
const add = (user: SignedInUser, payload: object, owner = user.id) =>
  t.app.inject({ method: 'POST', url: watchlistUrl(owner), headers: user.headers, payload });
const remove = (user: SignedInUser, movieId: string, owner = user.id) =>
  t.app.inject({ method: 'DELETE', url: watchlistUrl(owner, movieId), headers: user.headers });

const movieIdsOf = (response: { json: () => { watchlist: WatchlistItem[] } }) =>
  response.json().watchlist.map((item) => item.movieId);

describe('/api/users/:id/watchlist', () => {
  test('add, read and remove answer the whole list, newest first', async () => {
    const ann = await signedInUser(t.app, { email: 'list@example.com' });
    expect((await list(ann)).json()).toEqual({ watchlist: [] });

    const first = await add(ann, film('603', 'The Matrix'));
    expect(first.statusCode).toBe(200);
    const [item] = first.json<{ watchlist: WatchlistItem[] }>().watchlist;
    expect(item).toEqual({
      id: '603',
      movieId: '603',
      title: 'The Matrix',
      poster: '/poster-603.jpg',
      overview: 'About film 603',
      vote_average: 7.4,
      year: '1999',
      addedAt: expect.any(String),
    });
    expect(new Date(item?.addedAt ?? '').toISOString()).toBe(item?.addedAt);

    await add(ann, film('550'));
    expect(movieIdsOf(await add(ann, film('13')))).toEqual(['13', '550', '603']);
    expect(movieIdsOf(await list(ann))).toEqual(['13', '550', '603']);
    expect(movieIdsOf(await remove(ann, '550'))).toEqual(['13', '603']);
    // Removing a film that is not on the list is not an error.
    const absent = await remove(ann, '550');
    expect(absent.statusCode).toBe(200);
    expect(movieIdsOf(absent)).toEqual(['13', '603']);
  });

  test('adding a film twice keeps one entry with its original place and addedAt', async () => {
    const ann = await signedInUser(t.app, { email: 'twice@example.com' });
    const firstAdd = await add(ann, film('603', 'The Matrix'));
    const original = firstAdd.json<{ watchlist: WatchlistItem[] }>().watchlist[0];
    await add(ann, film('550'));

    const again = await add(ann, film('603', 'The Matrix (again)'));
    expect(again.statusCode).toBe(200);
    const items = again.json<{ watchlist: WatchlistItem[] }>().watchlist;
    expect(items.map((item) => item.movieId)).toEqual(['550', '603']);
    expect(items[1]).toEqual(original);

    const both = await Promise.all([add(ann, film('7')), add(ann, film('7'))]);
    expect(both.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(await t.app.db('watchlist_items').where({ user_id: ann.id, movie_id: 7 })).toHaveLength(1);
  });

  test('optional fields take their defaults; bad input is a 400 naming the field', async () => {
    const ann = await signedInUser(t.app, { email: 'defaults@example.com' });
    const added = await add(ann, { movieId: '42', title: '  Unknown Film  ' });
    expect(added.json<{ watchlist: WatchlistItem[] }>().watchlist[0]).toMatchObject({
      title: 'Unknown Film',
      poster: null,
      overview: '',
      vote_average: 0,
      year: '',
    });
    const cases: [object, RegExp][] = [
      [{ movieId: 'abc', title: 'X' }, /Movie id/],
      [{ movieId: '1234567890', title: 'X' }, /Movie id/],
      [{ movieId: '1', title: '   ' }, /Title/],
      [{ movieId: '1', title: 'X', year: '99' }, /Year/],
      [{ movieId: '1', title: 'X', vote_average: 11 }, /Vote average/],
    ];
    for (const [payload, field] of cases) {
      const response = await add(ann, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(field);
    }
    expect((await remove(ann, '0')).statusCode).toBe(400);
    expect(movieIdsOf(await list(ann))).toEqual(['42']);
  });

  test('a watchlist is private: others get 403 (admins too), unknown users 404, guests 401', async () => {
    const ann = await signedInUser(t.app, { email: 'private@example.com' });
    const bob = await signedInUser(t.app, { email: 'nosy@example.com' });
    const admin = await signedInUser(t.app, { email: 'watch-admin@example.com', role: 'admin' });
    await add(ann, film('603'));

    for (const intruder of [bob, admin]) {
      for (const response of [
        await list(intruder, ann.id),
        await add(intruder, film('550'), ann.id),
        await remove(intruder, '603', ann.id),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message: 'You can only manage your own watchlist' });
      }
    }
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await list(ann, unknown)).json()).toEqual({ message: 'User not found' });
    expect((await add(ann, film('1'), unknown)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: watchlistUrl(ann.id) })).statusCode).toBe(401);
    const guestAdd = await t.app.inject({ method: 'POST', url: watchlistUrl(ann.id), payload: film('2') });
    expect(guestAdd.statusCode).toBe(401);

    expect(movieIdsOf(await list(ann))).toEqual(['603']);
    expect(await t.app.db('watchlist_items').whereIn('user_id', [bob.id, admin.id])).toEqual([]);
  });
});
