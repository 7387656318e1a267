import { ConfigError, readWorkerConfig } from '../src/config';

const redisUrl = 'redis://127.0.0.1:6379';
const databaseUrl = 'postgres://marquee:pw@db:5432/marquee';
const required = { REDIS_URL: redisUrl, DATABASE_URL: databaseUrl };

function configError(env: NodeJS.ProcessEnv): ConfigError {
  try {
    readWorkerConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('readWorkerConfig', () => {
  test('needs REDIS_URL, because the worker only exists for the Redis mode', () => {
    expect(configError({ DATABASE_URL: databaseUrl }).problems).toEqual([
      expect.stringMatching(/^REDIS_URL: must be set: the worker runs the jobs queued in Redis/),
    ]);
    expect(configError({ ...required, REDIS_URL: 'localhost:6379' }).problems).toEqual([
      expect.stringMatching(/^REDIS_URL="localhost:6379": must look like redis:\/\//),
    ]);
  });

  test('needs DATABASE_URL, because email jobs read the accounts', () => {
    expect(configError({ REDIS_URL: redisUrl }).problems).toEqual([
      expect.stringMatching(/^DATABASE_URL: must be set: email jobs read the accounts/),
    ]);
    expect(configError({ ...required, DATABASE_URL: 'mysql://db' }).problems).toEqual([
      expect.stringMatching(/^DATABASE_URL="mysql:\/\/db": must look like postgres:\/\//),
    ]);
  });

  test('needs SMTP_URL in production: the local mailbox is for development', () => {
    expect(configError({ ...required, NODE_ENV: 'production' }).problems).toEqual([
      expect.stringMatching(/^SMTP_URL: must be set when NODE_ENV=production/),
    ]);
    expect(
      readWorkerConfig({ ...required, NODE_ENV: 'production', SMTP_URL: 'smtp://mail:587' }),
    ).toMatchObject({ smtpUrl: 'smtp://mail:587' });
    expect(configError({ ...required, SMTP_URL: 'mail:587' }).problems).toEqual([
      expect.stringMatching(/^SMTP_URL="mail:587": must look like smtp:\/\//),
    ]);
  });

  test('defaults everything else', () => {
    expect(readWorkerConfig(required)).toEqual({
      redisUrl,
      databaseUrl,
      smtpUrl: undefined,
      mailFrom: 'Marquee <no-reply@marquee.local>',
      publicUrl: 'http://localhost:8080',
      ai: { openaiApiKey: undefined, openaiBaseUrl: undefined, openaiModel: 'gpt-4o-mini' },
      queuePrefix: 'marquee',
      concurrency: { email: 10, ai: 2, data: 2 },
      logLevel: 'info',
      shutdownTimeoutMs: 25_000,
    });
  });

  test('reads the AI engine settings, and refuses a base URL that is not http(s)', () => {
    expect(
      readWorkerConfig({
        ...required,
        OPENAI_API_KEY: 'sk-test',
        OPENAI_BASE_URL: 'http://127.0.0.1:9000/v1/',
        OPENAI_MODEL: 'small-model',
      }).ai,
    ).toEqual({
      openaiApiKey: 'sk-test',
      openaiBaseUrl: 'http://127.0.0.1:9000/v1',
      openaiModel: 'small-model',
    });
    expect(configError({ ...required, OPENAI_BASE_URL: 'ftp://x' }).problems).toEqual([
      expect.stringMatching(/^OPENAI_BASE_URL="ftp:\/\/x": must look like https:\/\/api.openai.com\/v1/),
    ]);
  });

  test('reads per-queue concurrency, prefix, log level and shutdown timeout', () => {
    const config = readWorkerConfig({
      REDIS_URL: 'rediss://user:secret@redis.example:6380/2',
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: 'https://marquee.example.com/',
      QUEUE_PREFIX: 'staging',
      WORKER_CONCURRENCY_EMAIL: '20',
      WORKER_CONCURRENCY_AI: '1',
      LOG_LEVEL: 'debug',
      WORKER_SHUTDOWN_TIMEOUT_MS: '5000',
    });
    expect(config).toMatchObject({
      publicUrl: 'https://marquee.example.com',
      queuePrefix: 'staging',
      concurrency: { email: 20, ai: 1 },
      logLevel: 'debug',
      shutdownTimeoutMs: 5000,
    });
  });

  test.each([
    ['WORKER_CONCURRENCY_AI', '0'],
    ['WORKER_CONCURRENCY_EMAIL', '2.5'],
    ['WORKER_SHUTDOWN_TIMEOUT_MS', 'soon'],
    ['LOG_LEVEL', 'loud'],
    ['PUBLIC_URL', 'marquee.example.com'],
  ])('rejects %s=%s', (name, value) => {
    expect(configError({ ...required, [name]: value }).problems).toEqual([
      expect.stringMatching(new RegExp(`^${name}="${value}": must`)),
    ]);
  });
});
