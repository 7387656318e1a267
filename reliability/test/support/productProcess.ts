import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '@marquee/testing/freePort';

const root = path.resolve(__dirname, '..', '..', '..');

/** One line of the pino JSON log a product process writes to stdout. */
export interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

/** pino's number for `warn`. */
export const WARN = 40;

export interface ProductProcess {
  pid: number;
  /** Every JSON log line so far, in order. */
  logs: LogLine[];
  /** Resolves once a log line matches (including one already written). */
  waitForLog(matches: (line: LogLine) => boolean, timeoutMs?: number): Promise<LogLine>;
  /** Sends `signal` and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Runs a built entry point (api/dist/server.mjs, worker/dist/main.mjs) and keeps its JSON logs. */
function spawnBuilt(entry: string, env: NodeJS.ProcessEnv): ProductProcess {
  const script = path.join(root, entry);
  if (!existsSync(script)) throw new Error(`${entry} is missing: build the api and the worker first`);
  const child: ChildProcess = spawn(process.execPath, [script], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const logs: LogLine[] = [];
  const listeners = new Set<() => void>();
  createInterface({ input: child.stdout! }).on('line', (text) => {
    if (!text.startsWith('{')) return; // the API's startup summary is for people
    logs.push(JSON.parse(text) as LogLine);
    listeners.forEach((notify) => notify());
  });
  const exited = once(child, 'exit');

  return {
    pid: child.pid!,
    logs,
    waitForLog(matches, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const line = logs.find(matches);
          if (!line) return;
          clearTimeout(timer);
          listeners.delete(check);
          resolve(line);
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`${entry} did not log the expected line within ${timeoutMs} ms`));
        }, timeoutMs);
        listeners.add(check);
        check();
      });
    },
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      await exited;
    },
  };
}

export interface RunningApi extends ProductProcess {
  url: string;
}

/**
 * The built API as production runs it, on a free port with a data directory of its own, waiting until it
 * answers /api/ready. `env` adds to (or overrides) the production settings below.
 */
export async function startApi(env: NodeJS.ProcessEnv): Promise<RunningApi> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'marquee-reliability-api-'));
  const api = spawnBuilt('api/dist/server.mjs', {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    JWT_SECRET: 'reliability-secret-reliability-secret-0123456789',
    LOG_LEVEL: 'warn',
    // Every client of these tests is 127.0.0.1; the per-IP budgets are for real clients.
    AUTH_RATE_LIMIT_MAX: '100000',
    // Production insists on a mail server; tests that send mail pass their own.
    SMTP_URL: 'smtp://127.0.0.1:9',
    ...env,
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async (signal?: NodeJS.Signals) => {
    await api.stop(signal);
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (const deadline = Date.now() + 60_000; ; await sleep(100)) {
    const ready = await fetch(`${url}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the API did not become ready within 60 s');
    }
  }
  return { ...api, url, stop };
}

/** The built worker, resolved once it logs that its queues are connected. */
export async function startWorker(env: NodeJS.ProcessEnv): Promise<ProductProcess> {
  const worker = spawnBuilt('worker/dist/main.mjs', {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    ...env,
  });
  try {
    await worker.waitForLog((line) => line.msg === 'worker started');
  } catch (error) {
    await worker.stop();
    throw error;
  }
  return worker;
}
