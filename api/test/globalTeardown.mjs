import { rm } from 'node:fs/promises';

export default async function globalTeardown() {
  const postgres = globalThis.embeddedTestPostgres;
  if (!postgres) return;
  await postgres.stop();
  await rm(postgres.dataDir, { recursive: true, force: true });
}
