import type { Knex } from 'knex';
import { loadConfig } from '../config';
import { createKnex } from '../db/knex';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../runtime/embeddedPostgres';

/**
 * Runs a command-line task against the configured database (DATABASE_URL, else the embedded Postgres
 * the API uses), then closes the connection. An embedded Postgres that `npm start` is serving with is
 * used as it is and left running; otherwise the task starts it and stops it again, whether the task
 * succeeded or not.
 */
export async function withDatabase<T>(task: (db: Knex) => Promise<T>): Promise<T> {
  const config = loadConfig();
  let embedded: EmbeddedPostgres | undefined;
  const databaseUrl =
    config.databaseUrl ??
    (embedded = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      port: config.embeddedPostgresPort,
      share: true,
    })).url;
  const db = createKnex(databaseUrl, { poolMax: 2 });
  try {
    return await task(db);
  } finally {
    await db.destroy();
    await embedded?.stop();
  }
}
