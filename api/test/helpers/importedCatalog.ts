import { type Knex } from 'knex';
import path from 'node:path';
import { createKnex } from '../../src/db/knex';
import { migrateToLatest } from '../../src/db/migrator';
import { importTmdb5000 } from '../../src/movies/catalog/tmdb5000Import';
import { seedCatalog } from '../../src/movies/catalog/vegaSeed';
import { createTestDatabase, type TestDatabase } from './testDatabase';

/** The full TMDB 5000 movies CSV, kept beside the repository (../shared/data/tmdb5000/SOURCES.md). */
export const TMDB_5000_CSV = path.resolve(__dirname, '../../../../shared/data/tmdb5000/tmdb_5000_movies.csv');

/**
 * The catalog a newcomer gets after `npm run catalog:import`: the vega-datasets seed plus the TMDB 5000
 * CSV, in a fresh database for the whole test file. `db` is set once the import is done.
 */
export function useImportedCatalog(): { readonly db: Knex } {
  let database: TestDatabase | undefined;
  let db: Knex | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = createKnex(database.url);
    await migrateToLatest(db);
    await seedCatalog(db);
    await importTmdb5000(db, TMDB_5000_CSV);
  }, 300_000);
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });
  return {
    get db() {
      if (!db) throw new Error('The imported catalog is ready only inside tests');
      return db;
    },
  };
}
