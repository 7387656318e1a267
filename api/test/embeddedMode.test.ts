import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './helpers/freePort';

const API_DIR = path.resolve(__dirname, '..');

/**
 * The fresh-machine default, end to end: the real entry point with nothing configured but a data folder
 * and ports starts an embedded Postgres, migrates it, serves, and stops it again on SIGTERM.
 */
describe('the server with no DATABASE_URL', () => {
  let dataDir: string;
  let server: ChildProcessWithoutNullStreams | undefined;
  let output = '';

  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-embedded-'));
    // As root, Postgres runs as the postgres user, who must be able to enter the folder.
    fs.chmodSync(dataDir, 0o755);
  });
  afterAll(() => {
    server?.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('starts an embedded Postgres, migrates, is ready, and stops it on SIGTERM', async () => {
    const port = await freePort();
    server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: API_DIR,
      env: {
        PATH: process.env.PATH,
        DATA_DIR: dataDir,
        HOST: '127.0.0.1',
        PORT: String(port),
        EMBEDDED_POSTGRES_PORT: String(await freePort()),
        LOG_LEVEL: 'warn',
      },
    });
    server.stdout.on('data', (chunk: Buffer) => (output += chunk));
    server.stderr.on('data', (chunk: Buffer) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => server?.on('exit', (code) => resolve(code)));

    await waitFor(
      () => output.includes('Marquee API listening'),
      // initdb and the first catalog seed are slow on a busy two-core machine.
      90_000,
      () => output,
    );
    expect(output).toContain(`embedded Postgres in ${dataDir}/postgres`);

    const ready = await fetch(`http://127.0.0.1:${port}/api/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      status: 'ready',
      checks: { database: 'up', redis: 'not-configured' },
    });
    const postmasterPid = path.join(dataDir, 'postgres', 'postmaster.pid');
    expect(fs.existsSync(postmasterPid)).toBe(true);

    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(fs.existsSync(postmasterPid)).toBe(false);
  }, 120_000);
});

async function waitFor(condition: () => boolean, timeoutMs: number, describe: () => string): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; !condition();) {
    if (Date.now() > deadline) throw new Error(`timed out; output so far:\n${describe()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
