import { randomUUID } from 'node:crypto';
import { describeWithService } from '@marquee/testing/services';
import { Redis } from 'ioredis';
import { freePort } from '@marquee/testing/freePort';
import {
  createMemoryRateLimiter,
  createRedisRateLimiter,
  TMDB_REQUESTS_PER_SECOND,
  type RateLimiter,
} from '../../src/movies/tmdb/rateLimiter';

/** No second holds more than `perSecond` of these grants (observed a moment after each, hence the slack). */
function expectAtMostPerSecond(grants: number[], perSecond: number) {
  const sorted = grants.toSorted((a, b) => a - b);
  for (let i = perSecond; i < sorted.length; i += 1) {
    expect(sorted[i]! - sorted[i - perSecond]!).toBeGreaterThanOrEqual(900);
  }
}

async function grantTimes(limiters: RateLimiter[], requests: number, clock: () => Promise<number>) {
  return Promise.all(
    Array.from({ length: requests }, async (_, index) => {
      await limiters[index % limiters.length]!.acquire();
      return clock();
    }),
  );
}

test('TMDB is asked less than 40 times a second', () => {
  expect(TMDB_REQUESTS_PER_SECOND).toBeLessThan(40);
});

test('the in-process limiter keeps to its budget', async () => {
  const grants = await grantTimes([createMemoryRateLimiter({ perSecond: 4 })], 10, async () => Date.now());
  expectAtMostPerSecond(grants, 4);
});

test('the in-process limiter holds every request during a pause', async () => {
  const limiter = createMemoryRateLimiter({ perSecond: 100 });
  const pausedAt = Date.now();
  await limiter.pause(500);
  await limiter.acquire();
  expect(Date.now() - pausedAt).toBeGreaterThanOrEqual(500);
});

test('the Redis limiter keeps the budget in process while Redis is unreachable', async () => {
  const unreachable = new Redis(await freePort(), '127.0.0.1', {
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  unreachable.on('error', () => undefined);
  try {
    const grants = await grantTimes([createRedisRateLimiter(unreachable, { perSecond: 4 })], 10, async () =>
      Date.now(),
    );
    expectAtMostPerSecond(grants, 4);
  } finally {
    unreachable.disconnect();
  }
});

describeWithService('TEST_REDIS_URL', 'Redis rate limiter', (redisUrl) => {
  const redis = new Redis(redisUrl);
  const other = new Redis(redisUrl);
  afterAll(async () => {
    await redis.quit();
    await other.quit();
  });
  /** Redis' clock, the one the limiter decides by. */
  const redisNow = async () => {
    const [seconds, micros] = await redis.time();
    return Number(seconds) * 1000 + Math.floor(Number(micros) / 1000);
  };

  test('two processes share one budget', async () => {
    const keyPrefix = `marquee-test:${randomUUID()}:`;
    const limiters = [
      createRedisRateLimiter(redis, { keyPrefix, perSecond: 5 }),
      createRedisRateLimiter(other, { keyPrefix, perSecond: 5 }),
    ];
    const grants = await grantTimes(limiters, 12, async () => redisNow());
    expectAtMostPerSecond(grants, 5);
  });

  test("one process's pause (a 429) holds the others", async () => {
    const keyPrefix = `marquee-test:${randomUUID()}:`;
    const limited = createRedisRateLimiter(redis, { keyPrefix });
    const bystander = createRedisRateLimiter(other, { keyPrefix });
    const pausedAt = await redisNow();
    await limited.pause(600);
    await bystander.acquire();
    expect((await redisNow()) - pausedAt).toBeGreaterThanOrEqual(600);
  });
});
