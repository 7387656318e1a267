import { spawn } from 'node:child_process';
import path from 'node:path';
import { describeWithService } from '@marquee/testing/services';
import { createJobQueue } from '@marquee/jobs';
import { recordingLogger, removeQueues, uniqueQueuePrefix } from '@marquee/jobs/testing';
import { freePort } from '@marquee/testing/freePort';

/** Runs src/main.ts as the deployable process would run, through tsx so no build step is needed first. */
function runWorker(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.resolve(__dirname, '..'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const logged = (message: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => stdout.includes(`"msg":"${message}"`) && resolve();
      child.stdout.on('data', check);
      void exited.then(() => reject(new Error(`worker exited before logging "${message}": ${stderr}`)));
      check();
    });
  return { child, exited, logged, output: () => ({ stdout, stderr }) };
}

function envWithout(name: string): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env[name];
  return env;
}

test('the worker exits 1 listing its configuration problems, without a stack, when REDIS_URL is missing', async () => {
  const worker = runWorker(envWithout('REDIS_URL'));
  expect(await worker.exited).toBe(1);
  const { stderr } = worker.output();
  expect(stderr).toMatch(/^worker: Invalid configuration \(\d problems?\):\n {2}- REDIS_URL: must be set/);
  expect(stderr).not.toMatch(/^\s+at /m);
  // Generous: tsx compiles the worker cold, beside every other workspace's tests on two cores.
}, 60_000);

describeWithService('TEST_REDIS_URL', 'the worker process', (redisUrl) => {
  const prefix = uniqueQueuePrefix();

  afterAll(() => removeQueues(redisUrl, prefix));

  test('processes a ping, then exits 0 on SIGTERM', async () => {
    const worker = runWorker({
      ...process.env,
      REDIS_URL: redisUrl,
      // Only connected to on the first email job; the ping needs no database.
      DATABASE_URL: 'postgres://127.0.0.1:9/unused',
      QUEUE_PREFIX: prefix,
      LOG_LEVEL: 'info',
    });
    const api = createJobQueue({ redisUrl, prefix, logger: recordingLogger() });
    try {
      await worker.logged('worker started');
      // Generous: CI runs this beside every other workspace's tests on two cores.
      const result = await api.enqueueAndWait(
        'system.ping',
        { message: 'to the process' },
        { timeoutMs: 20_000 },
      );
      expect(result).toMatchObject({ message: 'to the process', processedBy: 'bullmq-worker' });

      worker.child.kill('SIGTERM');
      expect(await worker.exited).toBe(0);
      expect(worker.output().stdout).toContain('"msg":"worker stopped"');
    } finally {
      worker.child.kill('SIGKILL');
      await api.close();
    }
  }, 60_000);
});

describeWithService('TEST_REDIS_URL', 'the worker readiness endpoint', (redisUrl) => {
  const prefix = uniqueQueuePrefix();

  afterAll(() => removeQueues(redisUrl, prefix));

  async function readiness(databaseUrl: string): Promise<{ status: number; body: unknown }> {
    const healthPort = await freePort();
    const worker = runWorker({
      ...process.env,
      REDIS_URL: redisUrl,
      DATABASE_URL: databaseUrl,
      QUEUE_PREFIX: prefix,
      LOG_LEVEL: 'info',
      WORKER_HEALTH_PORT: String(healthPort),
    });
    try {
      await worker.logged('worker started');
      const response = await fetch(`http://127.0.0.1:${healthPort}/ready`);
      return { status: response.status, body: await response.json() };
    } finally {
      worker.child.kill('SIGTERM');
      await worker.exited;
    }
  }

  test('GET /ready answers 200 when Redis and the database answer, 503 naming the one that does not', async () => {
    const database = process.env.TEST_DATABASE_URL ?? '';
    if (database) {
      expect(await readiness(database)).toEqual({
        status: 200,
        body: { status: 'ready', checks: { database: 'up', redis: 'up' } },
      });
    }
    expect(await readiness('postgres://127.0.0.1:9/unused')).toEqual({
      status: 503,
      body: { status: 'not-ready', checks: { database: 'down', redis: 'up' } },
    });
  }, 90_000);
});
