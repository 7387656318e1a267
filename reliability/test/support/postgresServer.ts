import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { freePort } from '../../../api/test/helpers/freePort';

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
  let server: ChildProcess | undefined;

  const start = async () => {
    const child = spawn(
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
    );
    server = child;
    for (const deadline = Date.now() + 30_000; ; await sleep(100)) {
      if (child.exitCode !== null) throw new Error(`postgres exited with ${child.exitCode}`);
      const client = new pg.Client({ connectionString: url });
      const up = await client.connect().then(
        () => true,
        () => false,
      );
      await client.end().catch(() => undefined);
      if (up) return;
      if (Date.now() > deadline) throw new Error('postgres did not accept connections within 30 s');
    }
  };
  const stop = async (signal: NodeJS.Signals) => {
    const child = server;
    server = undefined;
    if (!child || child.exitCode !== null) return;
    child.kill(signal);
    await once(child, 'exit');
  };

  await start();
  return {
    url,
    crash: () => stop('SIGQUIT'),
    start,
    async close() {
      await stop('SIGINT');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function postgresUser(): { uid: number; gid: number } {
  const [uid, gid] = ['-u', '-g'].map((flag) => Number(execFileSync('id', [flag, 'postgres']).toString()));
  return { uid: uid!, gid: gid! };
}
