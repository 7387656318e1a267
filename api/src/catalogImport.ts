import path from 'node:path';
import { withDatabase } from './cli/withDatabase';
import { ConfigError } from './config';
import { migrateToLatest } from './db/migrator';
import { announceCatalogChange } from './movies/catalog/catalogChanges';
import { importReport } from './movies/catalog/importReport';
import { importTmdb5000 } from './movies/catalog/tmdb5000Import';
import { seedCatalog } from './movies/catalog/vegaSeed';

/**
 * `npm run catalog:import -- <tmdb_5000_movies.csv>`: adds the TMDB 5000 movies CSV to the local catalog
 * of the configured database (DATABASE_URL, else the embedded Postgres the API uses). The schema is
 * migrated and the catalog seeded first, so the import can merge with the seeded films.
 */
async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: npm run catalog:import -- <path to tmdb_5000_movies.csv>');
    process.exit(2);
  }
  // npm runs scripts from the repository root; the path is relative to where the command was typed.
  const csv = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  await withDatabase(async (db) => {
    await migrateToLatest(db);
    await seedCatalog(db);
    const started = Date.now();
    const summary = await importTmdb5000(db, csv);
    // A running API drops what it cached of the old catalog (the seed, or the merge, may have changed it).
    await announceCatalogChange(db);
    process.stdout.write(importReport(csv, summary, Date.now() - started));
  });
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError ? error.message : 'The import failed:',
    error instanceof ConfigError ? '' : error,
  );
  process.exit(1);
});
