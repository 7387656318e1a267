import path from 'node:path';
import { type Knex } from 'knex';
import { createKnex } from '../../src/db/knex';
import { migrateToLatest } from '../../src/db/migrator';
import { importTmdb5000 } from '../../src/movies/catalog/tmdb5000Import';
import { seedCatalog, VEGA_ID_BASE } from '../../src/movies/catalog/vegaSeed';
import { bodyOf } from '../helpers/movieData';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase';

const CSV = path.join(__dirname, '..', 'fixtures', 'tmdb_5000_movies.head50.csv');

/** A migrated, empty database of its own. */
async function freshCatalog(): Promise<{ db: Knex; database: TestDatabase }> {
  const database = await createTestDatabase();
  const db = createKnex(database.url);
  await migrateToLatest(db);
  return { db, database };
}

const counts = async (db: Knex) => {
  const count = async (table: string) =>
    Number((await db(table).count<{ count: string }[]>('* as count'))[0]!.count);
  return {
    movies: await count('catalog_movies'),
    people: await count('catalog_people'),
    credits: await count('catalog_credits'),
    keywords: await count('catalog_movie_keywords'),
    companies: await count('catalog_movie_companies'),
  };
};

let db: Knex;
let database: TestDatabase;
beforeAll(async () => {
  ({ db, database } = await freshCatalog());
});
afterAll(async () => {
  await db.destroy();
  await database.drop();
});

describe('seeding from vega-datasets', () => {
  test('fills the catalog once; a second start changes nothing', async () => {
    expect(await seedCatalog(db)).toEqual({ seeded: true, movies: 3200 });
    const seeded = await counts(db);
    expect(seeded).toMatchObject({ movies: 3200, keywords: 0 });
    expect(seeded.credits).toBeGreaterThan(1_800);
    expect(await seedCatalog(db)).toEqual({ seeded: false, movies: 3200 });
    expect(await counts(db)).toEqual(seeded);
    const marker = await db('catalog_datasets').where({ name: 'vega-datasets/movies' }).first();
    expect(marker).toMatchObject({ version: '3.2.1', movies: 3200 });
  });

  test('concurrent first starts seed once', async () => {
    const other = await freshCatalog();
    try {
      const results = await Promise.all([
        seedCatalog(other.db),
        seedCatalog(other.db),
        seedCatalog(other.db),
      ]);
      expect(results.filter((result) => result.seeded)).toHaveLength(1);
      expect((await counts(other.db)).movies).toBe(3200);
    } finally {
      await other.db.destroy();
      await other.database.drop();
    }
  });

  test('ids are the same in every database: the base plus the position in the pinned dataset', async () => {
    const film = await db('catalog_movies').where({ title: 'The Shawshank Redemption' }).first('id');
    expect(film.id).toBe(VEGA_ID_BASE + 841);
  });

  test('fixes what the data gets wrong and maps genres to TMDB’s', async () => {
    const gone = await db('catalog_movies')
      .where({ title: 'Gone with the Wind' })
      .first(db.raw("to_char(release_date, 'YYYY-MM-DD') as release_date"), 'genre_ids');
    // Recorded as "Dec 15 2039" in the dataset.
    expect(gone.release_date).toBe('1939-12-15');
    const brigade = await db('catalog_movies')
      .where({ title: 'The Charge of the Light Brigade' })
      .first('id');
    expect(brigade).toBeDefined();
    const romcom = await db('catalog_movies')
      .where({ title: 'Four Weddings and a Funeral' })
      .first('genre_ids');
    expect(romcom.genre_ids).toEqual([10749, 35]);
  });
});

describe('importing the TMDB 5000 movies CSV', () => {
  test('merges films the seed has under their TMDB ids, adds the others, and a re-run duplicates nothing', async () => {
    const before = await counts(db);
    const avatarBefore = await db('catalog_movies').where({ title: 'Avatar' }).first('id');

    const first = await importTmdb5000(db, CSV);
    const merged = Object.values(first.merged).reduce((sum, count) => sum + count, 0);
    expect(first.films).toBe(50);
    expect(merged).toBeGreaterThan(5);
    expect(merged + first.added).toBe(50);
    expect(first).toMatchObject({ updated: 0, skipped: [] });
    const imported = await counts(db);
    expect(imported.movies).toBe(before.movies + first.added);

    const avatars = await db('catalog_movies').where({ title: 'Avatar' }).select('*');
    expect(avatars).toHaveLength(1);
    expect(avatars[0]).toMatchObject({
      id: 19995,
      tmdb_id: 19995,
      tagline: 'Enter the World of Pandora.',
      vote_count: 11800,
      homepage: 'http://www.avatarmovie.com/',
    });
    expect(avatars[0].overview).toMatch(/^In the 22nd century, a paraplegic Marine/);
    expect(await db('catalog_movie_redirects').where({ old_id: avatarBefore.id }).first('new_id')).toEqual({
      new_id: 19995,
    });
    // The seed's director came along.
    expect(await db('catalog_credits').where({ movie_id: 19995, job: 'Director' }).count('* as n')).toEqual([
      { n: '1' },
    ]);
    expect(imported.keywords).toBeGreaterThan(500);
    expect(imported.companies).toBeGreaterThan(100);

    const spectre = await db('catalog_movies').where({ tmdb_id: 206647 }).first('id', 'title');
    expect(spectre).toEqual({ id: 206647, title: 'Spectre' });

    const again = await importTmdb5000(db, CSV);
    expect(again).toMatchObject({ films: 50, updated: 50, added: 0 });
    expect(Object.values(again.merged).every((count) => count === 0)).toBe(true);
    expect(await counts(db)).toEqual(imported);
  });

  test('imported keywords and companies reach the film’s TMDB answers', async () => {
    const id = 19995;
    const { createCatalogProvider } = await import('../../src/movies/catalog/catalogProvider');
    const provider = createCatalogProvider(db);
    const body = bodyOf(await provider.movie(id, { append_to_response: ['keywords'] }));
    expect(body.production_companies.map((company) => company.name)).toEqual([
      'Ingenious Film Partners',
      'Twentieth Century Fox Film Corporation',
      'Dune Entertainment',
      'Lightstorm Entertainment',
    ]);
    expect(body.keywords!.keywords).toContainEqual({ id: 9882, name: 'space' });
    expect(body.genres.map((genre) => genre.name)).toEqual([
      'Action',
      'Adventure',
      'Fantasy',
      'Science Fiction',
    ]);
  });
  test('a file that is not there fails the import, naming the file, and changes nothing', async () => {
    const before = await counts(db);
    const missing = path.join(__dirname, 'no-such-export.csv');
    await expect(importTmdb5000(db, missing)).rejects.toThrow(missing);
    expect(await counts(db)).toEqual(before);
  });
});
