import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@marquee/testing/freePort';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The product's JWT_SECRET unless a suite passes its own: suites sign session tokens with it. */
export const BENCH_JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123';

async function admin(sql) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Starts the built API (as `npm start` runs it, logs quiet) on a free port with a fresh database: a new
 * one on TEST_DATABASE_URL's server when set (unless `embeddedPostgres`), otherwise the embedded Postgres
 * in a temporary data dir. A variable set to undefined in `extraEnv` is left unset (its default applies).
 */
export async function startProduct(extraEnv = {}, { embeddedPostgres = false } = {}) {
  const server = path.join(root, 'api', 'dist', 'server.mjs');
  if (!existsSync(server)) throw new Error('Build first: npm run build');
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'marquee-bench-'));
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    JWT_SECRET: BENCH_JWT_SECRET,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    FRONTENDS_DIR: root,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000000',
    // Production insists on a mail server; the benchmarks send no mail, so a closed port will do.
    SMTP_URL: 'smtp://127.0.0.1:9',
    EMBEDDED_POSTGRES_PORT: String(await freePort()),
    ...extraEnv,
  };
  // The in-process cache and limits unless a suite names its Redis (never the developer's own by accident).
  if (!extraEnv.REDIS_URL) delete env.REDIS_URL;
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete env[name];
  let database;
  // The embedded cluster's fixed credentials (api/src/runtime/embeddedPostgres.ts).
  const embeddedUrl = `postgres://postgres:marquee@127.0.0.1:${env.EMBEDDED_POSTGRES_PORT}/marquee`;
  if (embeddedPostgres) {
    delete env.DATABASE_URL;
  } else if (process.env.TEST_DATABASE_URL && !extraEnv.DATABASE_URL) {
    database = `marquee_bench_${Date.now()}`;
    await admin(`CREATE DATABASE ${database}`);
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = `/${database}`;
    env.DATABASE_URL = url.toString();
  }
  const cleanUp = async () => {
    if (database) await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const child = spawn(process.execPath, [server], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  try {
    for (let attempt = 0; ; attempt += 1) {
      if (child.exitCode !== null) throw new Error(`the product exited with ${child.exitCode}`);
      const ready = await fetch(`${url}/api/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) break;
      // The embedded Postgres is created and the catalog seeded on the first start.
      if (attempt > 1800) throw new Error('the product did not become ready in 3 minutes');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (error) {
    // A product that failed to start must not leave its process, database or data dir behind.
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    await cleanUp();
    throw error;
  }
  return {
    url,
    /** The API process, for its CPU time. */
    pid: child.pid,
    /** The product's database, for suites that fill it. */
    databaseUrl: embeddedPostgres ? embeddedUrl : env.DATABASE_URL,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await cleanUp();
    },
  };
}
