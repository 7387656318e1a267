import { randomUUID } from 'node:crypto';
import { describeWithService } from '@marquee/testing/services';
import { Redis } from 'ioredis';
import { buildApp } from '../src/app';
import { createCache, type Cache } from '../src/cache/cache';
import { createMemoryStore } from '../src/cache/memoryStore';
import { createRedisStore } from '../src/cache/redisStore';
import { freePort } from '@marquee/testing/freePort';
import { testConfig } from './helpers/testApp';

const silentLog = { debug: () => undefined };

/** The contract every cache implementation keeps. */
function behavesLikeACache(newCache: () => Cache) {
  let cache: Cache;
  let key: string;
  beforeEach(() => {
    cache = newCache();
    key = `test:${randomUUID()}`;
  });

  test('stores JSON values until they are deleted', async () => {
    expect(await cache.get(key)).toBeUndefined();
    await cache.set(key, { title: 'Alien', year: 1979 }, 60);
    expect(await cache.get(key)).toEqual({ title: 'Alien', year: 1979 });
    await cache.del(key);
    expect(await cache.get(key)).toBeUndefined();
  });

  test('forgets values after their time to live', async () => {
    await cache.set(key, 'soon gone', 1);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await cache.get(key)).toBeUndefined();
  });

  test('wrap computes once for concurrent misses and serves the cached value afterwards', async () => {
    let computed = 0;
    const compute = async () => {
      computed += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { computed };
    };
    const results = await Promise.all([cache.wrap(key, 60, compute), cache.wrap(key, 60, compute)]);
    expect(results).toEqual([{ computed: 1 }, { computed: 1 }]);
    expect(await cache.wrap(key, 60, compute)).toEqual({ computed: 1 });
    expect(computed).toBe(1);
  });

  test('clear deletes the keys under a prefix and only those', async () => {
    await cache.set(`${key}:a`, 1, 60);
    await cache.set(`${key}:b`, 2, 60);
    await cache.set(`other:${key}`, 3, 60);
    expect(await cache.clear(`${key}:`)).toBe(2);
    expect(await cache.get(`${key}:a`)).toBeUndefined();
    expect(await cache.get(`other:${key}`)).toBe(3);
    await cache.del(`other:${key}`);
  });

  test('wrapStaleIfError answers a failing refresh with the expired value, marked stale', async () => {
    const freshness = () => ({ ttlSeconds: 1, staleSeconds: 60 });
    expect(await cache.wrapStaleIfError(key, freshness, async () => 'first')).toEqual({
      value: 'first',
      outcome: 'miss',
    });
    expect(await cache.wrapStaleIfError(key, freshness, async () => 'unused')).toEqual({
      value: 'first',
      outcome: 'hit',
    });
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const failing = async (): Promise<string> => Promise.reject(new Error('TMDB down'));
    expect(await cache.wrapStaleIfError(key, freshness, failing)).toEqual({
      value: 'first',
      outcome: 'stale',
    });
    expect(await cache.wrapStaleIfError(key, freshness, async () => 'second')).toEqual({
      value: 'second',
      outcome: 'miss',
    });
    await expect(cache.wrapStaleIfError(`${key}:never`, freshness, failing)).rejects.toThrow('TMDB down');
  });

  test('wrap does not cache a failure', async () => {
    await expect(cache.wrap(key, 60, async () => Promise.reject(new Error('TMDB down')))).rejects.toThrow(
      'TMDB down',
    );
    expect(await cache.wrap(key, 60, async () => 'recovered')).toBe('recovered');
  });
}

describe('in-memory cache', () => {
  behavesLikeACache(() => createCache(createMemoryStore()));
});

describeWithService('TEST_REDIS_URL', 'Redis cache', (redisUrl) => {
  const redis = new Redis(redisUrl, { lazyConnect: true });
  afterAll(() => redis.quit());

  behavesLikeACache(() =>
    createCache(createRedisStore(redis, { prefix: 'marquee-test:cache:', log: silentLog })),
  );

  test('keys carry the prefix', async () => {
    const cache = createCache(createRedisStore(redis, { prefix: 'marquee-test:cache:', log: silentLog }));
    await cache.set('prefixed', 1, 60);
    expect(await redis.get('marquee-test:cache:prefixed')).toBe('1');
    await cache.del('prefixed');
  });
});

test('with Redis unreachable the app cache misses instead of failing', async () => {
  const app = await buildApp({
    ...testConfig({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` }),
    databaseUrl: 'postgres://unused@127.0.0.1:1/none',
  });
  try {
    await app.cache.set('movie:1', { title: 'Alien' }, 60);
    // What this process set it may still answer from its in-process tier; nothing else is there.
    expect(await app.cache.get('movie:2')).toBeUndefined();
    expect(await app.cache.wrap('movie:3', 60, async () => 'fresh')).toBe('fresh');
  } finally {
    await app.close();
  }
});
