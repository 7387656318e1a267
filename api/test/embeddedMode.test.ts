import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '@marquee/testing/freePort';

const API_DIR = path.resolve(__dirname, '..');

interface RunningServer {
  child: ChildProcessWithoutNullStreams;
  port: number;
  postgresPort: number;
  output: () => string;
  exited: Promise<number | null>;
}

/** The real entry point with nothing configured but a data folder and ports, once it listens. */
async function startServer(dataDir: string): Promise<RunningServer> {
  const port = await freePort();
  const postgresPort = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      EMBEDDED_POSTGRES_PORT: String(postgresPort),
      LOG_LEVEL: 'warn',
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  await waitFor(
    () => output.includes('Marquee API listening'),
    // initdb and the first catalog seed are slow on a busy two-core machine.
    90_000,
    () => output,
  );
  return { child, port, postgresPort, output: () => output, exited };
}

function makeDataDir(): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-embedded-'));
  // As root, Postgres runs as the postgres user, who must be able to enter the folder.
  fs.chmodSync(dataDir, 0o755);
  return dataDir;
}

/**
 * The fresh-machine default, end to end: the real entry point with nothing configured but a data folder
 * and ports starts an embedded Postgres, migrates it, serves, and stops it again on SIGTERM.
 */
describe('the server with no DATABASE_URL', () => {
  let dataDir: string;
  let server: RunningServer | undefined;

  beforeAll(() => {
    dataDir = makeDataDir();
  });
  afterAll(() => {
    server?.child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('starts an embedded Postgres, migrates, is ready, and stops it on SIGTERM', async () => {
    server = await startServer(dataDir);
    const { port, exited } = server;
    expect(server.output()).toContain(`embedded Postgres in ${dataDir}/postgres`);
    // A fresh install has no admin: the banner offers the one-time setup link.
    expect(server.output()).toMatch(/first administrator: +http:\S+\/admin\/setup\?token=[\w-]{43} /);

    const ready = await fetch(`http://127.0.0.1:${port}/api/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      status: 'ready',
      checks: { database: 'up', redis: 'not-configured' },
    });
    const postmasterPid = path.join(dataDir, 'postgres', 'postmaster.pid');
    expect(fs.existsSync(postmasterPid)).toBe(true);

    server.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(fs.existsSync(postmasterPid)).toBe(false);
  }, 120_000);
});

/** `npm run user:admin` as the product runs it, with the same data folder as the server. */
function promoteAdmin(dataDir: string, postgresPort: number, email: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/promoteAdmin.ts', email], {
    cwd: API_DIR,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, EMBEDDED_POSTGRES_PORT: String(postgresPort) },
    encoding: 'utf8',
  });
}

describe('a command-line task beside the server with no DATABASE_URL', () => {
  const email = 'first-admin@example.com';
  let dataDir: string;
  let server: RunningServer | undefined;

  beforeAll(() => {
    dataDir = makeDataDir();
  });
  afterAll(() => {
    server?.child.kill('SIGKILL');
    spawnSync('pkill', ['-INT', '-F', path.join(dataDir, 'postgres', 'postmaster.pid')]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('uses the running embedded Postgres and leaves it serving; stops one only when its owner is gone', async () => {
    server = await startServer(dataDir);
    const api = `http://127.0.0.1:${server.port}/api`;
    const registered = await fetch(`${api}/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'First Admin', email, password: 'a long enough password 1' }),
    });
    expect(registered.status).toBe(201);

    const promoted = promoteAdmin(dataDir, server.postgresPort, email);
    expect(promoted.stderr).not.toContain('Stopping the embedded Postgres');
    expect(promoted.stdout).toContain(`<${email}> is now an administrator`);
    expect(promoted.status).toBe(0);
    expect((await fetch(`${api}/ready`)).status).toBe(200);
    expect(await roleOf(server.postgresPort, email)).toBe('admin');

    // A server killed without cleaning up leaves its Postgres with no live owner: that one is stopped.
    server.child.kill('SIGKILL');
    await server.exited;
    const again = promoteAdmin(dataDir, server.postgresPort, email);
    expect(again.stderr).toContain('Stopping the embedded Postgres a previous run left running');
    expect(again.status).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  }, 150_000);
});

async function roleOf(postgresPort: number, email: string): Promise<string | undefined> {
  const client = new pg.Client({
    connectionString: `postgres://postgres:marquee@localhost:${postgresPort}/marquee`,
  });
  await client.connect();
  try {
    const { rows } = await client.query<{ role: string }>('select role from users where email = $1', [email]);
    return rows[0]?.role;
  } finally {
    await client.end();
  }
}

async function waitFor(condition: () => boolean, timeoutMs: number, describe: () => string): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; !condition();) {
    if (Date.now() > deadline) throw new Error(`timed out; output so far:\n${describe()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
