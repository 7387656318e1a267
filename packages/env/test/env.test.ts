import fs from 'node:fs';
import path from 'node:path';
import {
  ApiEnvSchema,
  ConfigError,
  EnvSchema,
  WorkerEnvSchema,
  publicUrlOf,
  readApiEnv,
  readWorkerEnv,
} from '../src';

const workerRequired = {
  REDIS_URL: 'redis://127.0.0.1:6379',
  DATABASE_URL: 'postgres://marquee:pw@db:5432/marquee',
};

function problemsOf(read: () => unknown): string[] {
  try {
    read();
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('one schema for the api and the worker', () => {
  const shared = Object.keys(WorkerEnvSchema.properties).filter((name) => name in ApiEnvSchema.properties);

  test('every variable is read by one process or both', () => {
    const read = new Set([
      ...Object.keys(ApiEnvSchema.properties),
      ...Object.keys(WorkerEnvSchema.properties),
    ]);
    expect([...read].sort()).toEqual(Object.keys(EnvSchema.properties).sort());
    expect(shared).toEqual(
      expect.arrayContaining([
        'DATABASE_URL',
        'REDIS_URL',
        'QUEUE_PREFIX',
        'SMTP_URL',
        'MAIL_FROM',
        'OPENAI_MODEL',
      ]),
    );
  });

  test('the worker and the api read the same defaults', () => {
    const api = readApiEnv(workerRequired) as Record<string, unknown>;
    const worker = readWorkerEnv(workerRequired) as Record<string, unknown>;
    for (const name of shared) expect([name, worker[name]]).toEqual([name, api[name]]);
    expect(worker).toMatchObject({
      MAIL_FROM: 'Marquee <no-reply@marquee.local>',
      OPENAI_MODEL: 'gpt-4o-mini',
    });
    expect(publicUrlOf(worker as { PORT: number })).toBe('http://localhost:8080');
    expect(publicUrlOf(readWorkerEnv({ ...workerRequired, PORT: '3000' }))).toBe(
      publicUrlOf(readApiEnv({ PORT: '3000' })),
    );
  });

  test('each process refuses only the variables it reads', () => {
    expect(() => readWorkerEnv({ ...workerRequired, CORS_ORIGINS: 'https://x.example/path' })).not.toThrow();
    expect(() => readApiEnv({ WORKER_CONCURRENCY_AI: '0' })).not.toThrow();
    expect(problemsOf(() => readWorkerEnv({ ...workerRequired, WORKER_CONCURRENCY_AI: '0' }))).toEqual([
      'WORKER_CONCURRENCY_AI="0": must be at least 1 (AI jobs the worker runs at once)',
    ]);
  });

  test('both processes refuse production without an SMTP server, in the same words', () => {
    const api = problemsOf(() => readApiEnv({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }));
    const worker = problemsOf(() => readWorkerEnv({ ...workerRequired, NODE_ENV: 'production' }));
    expect(api).toEqual(worker);
    expect(worker).toEqual([expect.stringMatching(/^SMTP_URL: must be set when NODE_ENV=production/)]);
  });

  test('a bad value is not also reported missing', () => {
    expect(
      problemsOf(() => readApiEnv({ NODE_ENV: 'production', JWT_SECRET: 'short', SMTP_URL: 'smtp://m' })),
    ).toEqual([expect.stringMatching(/^JWT_SECRET \(5 characters\): must be at least 32 characters long/)]);
    expect(
      problemsOf(() => readWorkerEnv({ REDIS_URL: 'localhost', DATABASE_URL: workerRequired.DATABASE_URL })),
    ).toEqual([
      'REDIS_URL="localhost": must look like redis://localhost:6379 (leave unset for an in-process cache and job runner)',
    ]);
  });
});

describe('secrets', () => {
  test('every variable named like a secret is marked as one', () => {
    const secretLike = Object.keys(EnvSchema.properties).filter((name) =>
      /SECRET|TOKEN|KEY|PASSWORD/.test(name),
    );
    const marked = Object.entries(EnvSchema.properties)
      .filter(([, schema]) => (schema as { writeOnly?: boolean }).writeOnly)
      .map(([name]) => name);
    expect(marked).toEqual(secretLike);
    expect(marked).toEqual(['JWT_SECRET', 'GOOGLE_CLIENT_SECRET', 'TMDB_API_TOKEN', 'OPENAI_API_KEY']);
  });

  test('a secret never appears in an error, nor a password inside a URL', () => {
    const env = {
      ...workerRequired,
      JWT_SECRET: 'too-short-but-secret',
      DATABASE_URL: 'mysql://root:hunter2@db/marquee',
      REDIS_URL: 'http://user:redis-pass@redis:6379',
      SMTP_URL: 'mail://me:smtp-pass@mail:587',
      PUBLIC_URL: 'https://admin:url-pass@[bad',
    };
    for (const read of [() => readApiEnv(env), () => readWorkerEnv(env)]) {
      const problems = problemsOf(read);
      expect(problems.length).toBeGreaterThanOrEqual(3);
      const message = problems.join('\n');
      for (const secret of ['too-short-but-secret', 'hunter2', 'redis-pass', 'smtp-pass', 'url-pass'])
        expect(message).not.toContain(secret);
    }
    expect(problemsOf(() => readApiEnv(env))).toContain(
      'DATABASE_URL="mysql://root:***@db/marquee": must look like postgres://user:password@localhost:5432/marquee ' +
        '(leave unset to run an embedded Postgres)',
    );
  });
});

describe('reading values', () => {
  test('values are trimmed, empty ones count as unset, and the usual words are booleans', () => {
    expect(readApiEnv({ PORT: ' 3000 ', RATE_LIMIT_MAX: '', TRUST_PROXY: 'On' })).toMatchObject({
      PORT: 3000,
      RATE_LIMIT_MAX: 600,
      TRUST_PROXY: true,
    });
    expect(readApiEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
  });

  test('the environment of the test process is never read behind the caller', () => {
    process.env.WORKER_SHUTDOWN_TIMEOUT_MS = '1';
    try {
      expect(readWorkerEnv(workerRequired).WORKER_SHUTDOWN_TIMEOUT_MS).toBe(25_000);
    } finally {
      delete process.env.WORKER_SHUTDOWN_TIMEOUT_MS;
    }
  });
});

test('.env.example describes every variable', () => {
  const example = fs.readFileSync(path.resolve(__dirname, '../../../.env.example'), 'utf8');
  const missing = Object.keys(EnvSchema.properties).filter(
    (name) => !new RegExp(`^(# )?${name}=`, 'm').test(example),
  );
  expect(missing).toEqual([]);
});
