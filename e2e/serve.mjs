// Starts the built product for the end-to-end tests exactly as `npm start` does (scripts/start.mjs), on
// its own port and a fresh data directory. With TEST_DATABASE_URL (CI) it gets a fresh database on that
// server; without it, the product's own default, an embedded Postgres, is used.
//   --tmdb-replay   movie data from the live TMDB provider, pointed at a local TMDB answering recorded
//                   responses (@marquee/testing/tmdbReplay, from its build), on E2E_TMDB_PORT with its own
//                   database and data directory, so it runs beside the default (local catalog) server.
// The tests reach the product through a proxy on that port which checks every API exchange against the
// OpenAPI document (openApiProxy.mjs); the product itself listens 100 ports higher.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remotesManifest } from '@marquee/mf-config/remotes';
import { PUSH_PEER_CERT_FILE } from '@marquee/testing/pushServicePeer';
import { startTmdbReplayServer } from '@marquee/testing/tmdbReplay';
import pg from 'pg';
import { startOpenApiProxy, VIOLATIONS_DIR } from './openApiProxy.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const withTmdbReplay = process.argv.includes('--tmdb-replay');
const dataDir = mkdtempSync(path.join(os.tmpdir(), withTmdbReplay ? 'marquee-e2e-tmdb-' : 'marquee-e2e-'));
const port = Number(
  withTmdbReplay ? (process.env.E2E_TMDB_PORT ?? '8092') : (process.env.E2E_PORT ?? '8091'),
);
const apiPort = port + 100;
const env = {
  ...process.env,
  PORT: String(apiPort),
  // Links the product writes (emails) go through the proxy too.
  PUBLIC_URL: `http://localhost:${port}`,
  DATA_DIR: dataDir,
  EMBEDDED_POSTGRES_PORT: withTmdbReplay ? '54340' : '54339',
  NODE_ENV: 'test',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // Every test signs up and in from 127.0.0.1: the per-IP auth budget is for real clients (the api tests
  // check it); the per-email one still applies.
  AUTH_RATE_LIMIT_MAX: '1000',
  // Likewise for the general budget: parallel tests scrolling infinite grids share that one IP.
  RATE_LIMIT_MAX: '100000',
  // And for the AI routes: every movie page a test opens runs both analyses as a guest from that IP.
  AI_RATE_LIMIT_MAX: '10000',
  // The admin spec's account: it signs up as an admin, the product's own first-admin mechanism.
  ADMIN_EMAILS: 'e2e-admin@example.com',
  // push.spec.ts's push service peer answers over https at 127.0.0.1, with its own certificate.
  NODE_EXTRA_CA_CERTS: PUSH_PEER_CERT_FILE,
  PUSH_SERVICE_HOSTS: '127.0.0.1',
};
delete env.REDIS_URL; // npm start's default: in-process cache and job runner
// /remotes.json from a file, as a deployment has it, so a test can redeploy a remote while the product runs
// (firstScreen.spec.ts knows the name). It starts as the list the API would make itself.
env.REMOTES_MANIFEST_FILE = path.join(os.tmpdir(), `marquee-e2e-remotes-${port}.json`);
writeFileSync(
  env.REMOTES_MANIFEST_FILE,
  JSON.stringify(remotesManifest((remote) => `/remotes/${remote.folder}/mf-manifest.json`)),
);

let tmdbReplay;
if (withTmdbReplay) {
  const token = randomUUID();
  tmdbReplay = await startTmdbReplayServer(token);
  env.TMDB_API_TOKEN = token;
  env.TMDB_BASE_URL = tmdbReplay.url;
}

let database;
if (process.env.TEST_DATABASE_URL) {
  database = `marquee_e2e_${withTmdbReplay ? 'tmdb_' : ''}${Date.now()}`;
  await withAdminClient((client) => client.query(`CREATE DATABASE ${database}`));
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${database}`;
  env.DATABASE_URL = url.toString();
} else {
  delete env.DATABASE_URL;
}

mkdirSync(VIOLATIONS_DIR, { recursive: true });
const violationsFile = path.join(VIOLATIONS_DIR, `${port}.jsonl`);
writeFileSync(violationsFile, '');
const proxy = await startOpenApiProxy({ port, target: `http://localhost:${apiPort}`, violationsFile });

const server = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs'), '--skip-build'], {
  cwd: root,
  env,
  stdio: 'inherit',
});

async function cleanUp() {
  proxy.close();
  await tmdbReplay?.close();
  if (database) {
    await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
  }
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(env.REMOTES_MANIFEST_FILE, { force: true });
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
