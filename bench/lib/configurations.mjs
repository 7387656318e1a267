import { startTmdbReplayServer } from '@marquee/testing/tmdbReplay';
import { Redis } from 'ioredis';
import { startProduct } from './product.mjs';
import { startWorker } from './worker.mjs';

const TMDB_TOKEN = 'bench-token';

async function flush(redisUrl) {
  const redis = new Redis(redisUrl);
  try {
    await redis.flushdb();
  } finally {
    redis.disconnect();
  }
}

/**
 * What the processes of a run share: TMDB through the replay server, and Redis database `redisDb` of
 * TEST_REDIS_URL's server, the bench's own (emptied before and after, so no test's keys meet these).
 * `env` holds the settings that point a process at them; `stop()` closes the replay server and empties
 * the database.
 */
export async function startSharedServices(redisDb) {
  const url = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
  url.pathname = `/${redisDb}`;
  const redisUrl = url.toString();
  await flush(redisUrl);
  const tmdb = await startTmdbReplayServer(TMDB_TOKEN);
  return {
    env: { TMDB_API_TOKEN: TMDB_TOKEN, TMDB_BASE_URL: tmdb.url, REDIS_URL: redisUrl },
    async stop() {
      await tmdb.close();
      await flush(redisUrl);
    },
  };
}

/**
 * Every configuration keeps the default rate limits except RATE_LIMIT_MAX (the per-IP budget a minute),
 * raised to 100,000,000 so that autocannon, a single client, is never refused.
 */
export const RATE_LIMIT_NOTE =
  'Default rate-limit settings except RATE_LIMIT_MAX=100000000 (the per-IP budget a minute), so autocannon, one client, is never refused.';

/**
 * The configurations the API suites run in, each started with `start()` and stopped with what it returns.
 * `product` is the API; `tmdb` says whether /api/tmdb answers from TMDB (the replay server) or the catalog.
 */
export const CONFIGURATIONS = [
  {
    name: 'npm-start',
    title: '(a) `npm start` defaults',
    description:
      'As `npm start` runs the API with nothing set: development mode, the embedded Postgres (a new cluster, seeded with the local catalog), the local catalog for movie data, no Redis (in-process cache, rate limits and job runner), LOG_LEVEL unset (info; lines to /dev/null).',
    tmdb: false,
    async start() {
      const product = await startProduct(
        { NODE_ENV: undefined, LOG_LEVEL: undefined, SMTP_URL: undefined },
        { embeddedPostgres: true },
      );
      return { product, stop: () => product.stop() };
    },
  },
  {
    name: 'production-like',
    title: '(b) production-like',
    description:
      'NODE_ENV=production, Postgres on TEST_DATABASE_URL (a fresh database), REDIS_URL set (a Redis database of its own), the worker running (worker/dist/main.mjs on the same Redis and database), TMDB through the replay server of @marquee/testing, LOG_LEVEL unset (info; lines to /dev/null).',
    tmdb: true,
    async start() {
      const shared = await startSharedServices(13);
      const product = await startProduct({ ...shared.env, LOG_LEVEL: undefined });
      const worker = await startWorker({
        ...shared.env,
        DATABASE_URL: product.databaseUrl,
        SMTP_URL: 'smtp://127.0.0.1:9',
      });
      return {
        product,
        async stop() {
          await worker.stop();
          await product.stop();
          await shared.stop();
        },
      };
    },
  },
  {
    name: 'favourable',
    title: '(c) most favourable',
    description:
      'NODE_ENV=production, Postgres on TEST_DATABASE_URL, TMDB through the replay server, the in-process cache (no Redis), LOG_LEVEL=warn: no network hop and no log line on the request path.',
    tmdb: true,
    async start() {
      const tmdb = await startTmdbReplayServer(TMDB_TOKEN);
      const product = await startProduct({ TMDB_API_TOKEN: TMDB_TOKEN, TMDB_BASE_URL: tmdb.url });
      return {
        product,
        async stop() {
          await product.stop();
          await tmdb.close();
        },
      };
    },
  },
];

/**
 * `measure(configuration, product)` in each configuration of `names` that BENCH_CONFIGURATIONS (a comma
 * list) also names, each started before and stopped after, whatever happens: the suite's result.
 */
export async function inConfigurations(log, names, measure) {
  const chosen = process.env.BENCH_CONFIGURATIONS?.split(',') ?? names;
  const configurations = [];
  for (const configuration of CONFIGURATIONS) {
    if (!names.includes(configuration.name) || !chosen.includes(configuration.name)) continue;
    log(`${configuration.title}: starting`);
    const running = await configuration.start();
    try {
      configurations.push(await measure(configuration, running.product));
    } finally {
      await running.stop();
    }
  }
  return { configurations };
}
