import path from 'node:path';
import { importTmdb5000 } from '../../src/movies/catalog/tmdb5000Import';
import { seedCatalog } from '../../src/movies/catalog/vegaSeed';
import { useTestApp } from '../helpers/testApp';
import { insertUser } from '../helpers/users';

const CSV = path.join(__dirname, '..', 'fixtures', 'tmdb_5000_movies.head50.csv');
const AVATAR = 19995;

const t = useTestApp();
let seededAvatar: number;
let seededTitanic: number;
let alice: string;
let bob: string;
beforeAll(async () => {
  const { db } = t.app;
  await seedCatalog(db);
  seededAvatar = (await db('catalog_movies').where({ title: 'Avatar' }).first('id')).id;
  seededTitanic = (await db('catalog_movies').where({ title: 'Titanic' }).first('id')).id;
  alice = await insertUser(db, { email: 'alice@example.com' });
  bob = await insertUser(db, { email: 'bob@example.com' });
  // Saved and reviewed under the seed's ids, before the import merges the films.
  await db('watchlist_items').insert([
    { user_id: alice, movie_id: seededAvatar, title: 'Avatar' },
    { user_id: bob, movie_id: seededAvatar, title: 'Avatar' },
  ]);
  await db('reviews').insert({
    user_id: alice,
    movie_id: seededAvatar,
    movie_title: 'Avatar',
    rating: 4,
    comment: 'Looks wonderful.',
  });
  await importTmdb5000(db, CSV);
});

describe('a seeded film merged into its TMDB film', () => {
  test('its old id answers 301 to the new one, sub-resources and query included', async () => {
    const film = await t.app.inject(`/api/tmdb/movie/${seededAvatar}?append_to_response=credits`);
    expect(film.statusCode).toBe(301);
    expect(film.headers.location).toBe(`/api/tmdb/movie/${AVATAR}?append_to_response=credits`);
    const credits = await t.app.inject(`/api/tmdb/movie/${seededAvatar}/credits`);
    expect(credits.statusCode).toBe(301);
    expect(credits.headers.location).toBe(`/api/tmdb/movie/${AVATAR}/credits`);

    const moved = await t.app.inject(film.headers.location!);
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ id: AVATAR, title: 'Avatar' });
    expect(moved.json().credits.crew).toContainEqual(
      expect.objectContaining({ job: 'Director', name: 'James Cameron' }),
    );
  });

  test('an id that never existed is still a 404', async () => {
    expect((await t.app.inject('/api/tmdb/movie/899999999')).statusCode).toBe(404);
  });

  test('watchlist entries and reviews follow the film', async () => {
    const { db } = t.app;
    expect(await db('watchlist_items').where({ movie_id: seededAvatar }).count('* as n')).toEqual([
      { n: '0' },
    ]);
    expect(
      await db('watchlist_items').where({ movie_id: AVATAR }).orderBy('user_id').pluck('user_id'),
    ).toEqual([alice, bob].sort());
    expect(await db('reviews').where({ user_id: alice }).pluck('movie_id')).toEqual([AVATAR]);
  });

  test('a re-import leaves them where they are', async () => {
    const { db } = t.app;
    const before = await db('watchlist_items').orderBy(['user_id', 'movie_id']).select('user_id', 'movie_id');
    await importTmdb5000(db, CSV);
    expect(
      await db('watchlist_items').orderBy(['user_id', 'movie_id']).select('user_id', 'movie_id'),
    ).toEqual(before);
    expect(await db('catalog_movies').where({ id: seededTitanic }).first('id')).toBeUndefined();
  });
});
