// Starts the built product for the end-to-end tests exactly as `npm start` does (scripts/start.mjs), on
// its own port and a fresh data directory. With TEST_DATABASE_URL (CI) it gets a fresh database on that
// server; without it, the product's own default, an embedded Postgres, is used.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'marquee-e2e-'));
const env = {
  ...process.env,
  PORT: process.env.E2E_PORT ?? '8091',
  DATA_DIR: dataDir,
  EMBEDDED_POSTGRES_PORT: '54339',
  NODE_ENV: 'test',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // Every test signs up and in from 127.0.0.1: the per-IP auth budget is for real clients (the api tests
  // check it); the per-email one still applies.
  AUTH_RATE_LIMIT_MAX: '1000',
  // Likewise for the general budget: parallel tests scrolling infinite grids share that one IP.
  RATE_LIMIT_MAX: '100000',
};
delete env.REDIS_URL; // npm start's default: in-process cache and job runner

let database;
if (process.env.TEST_DATABASE_URL) {
  database = `marquee_e2e_${Date.now()}`;
  await withAdminClient((client) => client.query(`CREATE DATABASE ${database}`));
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${database}`;
  env.DATABASE_URL = url.toString();
} else {
  delete env.DATABASE_URL;
}

const server = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs'), '--skip-build'], {
  cwd: root,
  env,
  stdio: 'inherit',
});

async function cleanUp() {
  if (database) {
    await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
  }
  rmSync(dataDir, { recursive: true, force: true });
}

async function withAdminClient(fn) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await fn(client);
  } finally {
    await client.end();
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', async (code) => {
  await cleanUp().catch((error) => console.error('e2e clean-up failed:', error.message));
  process.exit(code ?? 0);
});
