import { createKnex } from './db/knex';
import { migrateToLatest } from './db/migrator';

/**
 * Applies the migrations to DATABASE_URL and exits: the deployment's migrate step, run once before the
 * API replicas start. (The API also migrates on start, which is a no-op by then.)
 */
async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.error('DATABASE_URL is not set: it must name the Postgres database to migrate.');
    process.exit(1);
  }
  // One connection for the migration transaction, one for knex's own bookkeeping.
  const db = createKnex(databaseUrl, { poolMax: 2 });
  try {
    const applied = await migrateToLatest(db);
    process.stdout.write(
      applied.length > 0
        ? `Applied ${applied.length} migration(s): ${applied.join(', ')}\n`
        : 'Already up to date.\n',
    );
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error('Migration failed:', error);
  process.exit(1);
});
