import { execFileSync, spawn } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '@marquee/testing/freePort';
import { serverProcess } from './serverProcess';

const BIN = '/usr/lib/postgresql/15/bin';

export interface PostgresServer {
  /** The `postgres` database, trust authentication. */
  url: string;
  /** Crashes the server (SIGQUIT: immediate shutdown, no checkpoint); `start` recovers it from its WAL. */
  crash(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A Postgres cluster of the test's own (the Debian binaries) in a temporary folder on a free port. As root
 * it runs as the `postgres` system user, since Postgres refuses root. fsync is off for speed: a crash of
 * the server process (what the tests cause) loses nothing committed, only an OS crash would.
 */
export async function startPostgresServer(): Promise<PostgresServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'marquee-reliability-pg-'));
  const runAs = process.getuid?.() === 0 ? postgresUser() : undefined;
  if (runAs) chownSync(dataDir, runAs.uid, runAs.gid);
  execFileSync(`${BIN}/initdb`, ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-N'], {
    ...runAs,
    stdio: 'ignore',
  });
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const server = serverProcess(
    'postgres',
    () =>
      spawn(
        `${BIN}/postgres`,
        [
          '-D',
          dataDir,
          '-p',
          String(port),
          '-k',
          dataDir,
          '-c',
          'listen_addresses=127.0.0.1',
          '-c',
          'fsync=off',
        ],
        { ...runAs, stdio: 'ignore' },
      ),
    async () => {
      const client = new pg.Client({ connectionString: url });
      const up = await client.connect().then(
        () => true,
        () => false,
      );
      await client.end().catch(() => undefined);
      return up;
    },
    30_000,
  );

  await server.start();
  return {
    url,
    crash: () => server.stop('SIGQUIT'),
    start: server.start,
    async close() {
      await server.stop('SIGINT');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function postgresUser(): { uid: number; gid: number } {
  const [uid, gid] = ['-u', '-g'].map((flag) => Number(execFileSync('id', [flag, 'postgres']).toString()));
  return { uid: uid!, gid: gid! };
}
