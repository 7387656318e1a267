import { randomUUID } from 'node:crypto';
import { describeWithService } from '@marquee/testing/services';
import { Redis } from 'ioredis';
import {
  createMemoryCacheStats,
  createRedisCacheStats,
  type CacheStats,
} from '../../src/movies/tmdb/cacheStats';

function countSome(stats: CacheStats) {
  stats.count('hits');
  stats.count('hits');
  stats.count('misses');
  stats.count('upstreamCalls');
}

test('the in-process statistics count what happened', async () => {
  const stats = createMemoryCacheStats();
  countSome(stats);
  expect(await stats.read()).toEqual({ hits: 2, misses: 1, stale: 0, upstreamCalls: 1, upstreamErrors: 0 });
});

describeWithService('TEST_REDIS_URL', 'Redis cache statistics', (redisUrl) => {
  const redis = new Redis(redisUrl);
  const other = new Redis(redisUrl);
  afterAll(async () => {
    await redis.quit();
    await other.quit();
  });

  test('every process adds to the same counters', async () => {
    const key = `marquee-test:${randomUUID()}:stats`;
    const processes = [createRedisCacheStats(redis, key), createRedisCacheStats(other, key)];
    processes.forEach(countSome);
    // Counts are sent in batches; a flush sends a process's batch now.
    await Promise.all(processes.map((stats) => stats.flush()));
    expect(await createRedisCacheStats(redis, key).read()).toEqual({
      hits: 4,
      misses: 2,
      stale: 0,
      upstreamCalls: 2,
      upstreamErrors: 0,
    });
    await redis.del(key);
  });

  test('counting costs no round trip: the counts go in one batch, and reading sends them first', async () => {
    const key = `marquee-test:${randomUUID()}:stats`;
    const stats = createRedisCacheStats(redis, key);
    countSome(stats);
    expect(await other.exists(key)).toBe(0);
    expect(await stats.read()).toMatchObject({ hits: 2, misses: 1, upstreamCalls: 1 });
    await redis.del(key);
  });
});
