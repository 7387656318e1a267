import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Runs `run` with a connected client on `url`, and always disconnects. */
export async function withClient(url, run) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * Runs `run` with the URL of a new database on TEST_DATABASE_URL's server, migrated by the built API
 * (api/dist), and drops the database afterwards, whatever happened.
 */
export async function withScratchDatabase(prefix, run) {
  if (!process.env.TEST_DATABASE_URL) throw new Error('needs TEST_DATABASE_URL (a Postgres server to fill)');
  const database = `${prefix}_${Date.now()}`;
  await withClient(process.env.TEST_DATABASE_URL, (client) => client.query(`create database ${database}`));
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${database}`;
  const databaseUrl = url.toString();
  try {
    execFileSync(process.execPath, [path.join(root, 'api', 'dist', 'migrate.mjs')], {
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: 'ignore',
    });
    return await run(databaseUrl);
  } finally {
    await withClient(process.env.TEST_DATABASE_URL, (client) =>
      client.query(`drop database if exists ${database} with (force)`),
    );
  }
}
