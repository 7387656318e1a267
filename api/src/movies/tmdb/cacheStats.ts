import { type MovieCacheCounters } from '@marquee/contracts';
import { type Redis } from 'ioredis';

export type CacheCounter = keyof MovieCacheCounters;

const COUNTERS: CacheCounter[] = ['hits', 'misses', 'stale', 'upstreamCalls', 'upstreamErrors'];

/** Counts what the TMDB cache does, across every API process when Redis is there. */
export interface CacheStats {
  count(counter: CacheCounter): void;
  read(): Promise<MovieCacheCounters>;
}

const zeroCounters = (): MovieCacheCounters =>
  Object.fromEntries(COUNTERS.map((counter) => [counter, 0])) as MovieCacheCounters;

export function createMemoryCacheStats(): CacheStats {
  const counters = zeroCounters();
  return {
    count: (counter) => {
      counters[counter] += 1;
    },
    read: async () => ({ ...counters }),
  };
}

/** One Redis hash; counting is fire-and-forget, so a Redis outage never fails a request. */
export function createRedisCacheStats(redis: Redis, key = 'marquee:tmdb:stats'): CacheStats {
  return {
    count: (counter) => {
      redis.hincrby(key, counter, 1).catch(() => undefined);
    },
    read: async () => {
      const stored = await redis.hgetall(key).catch(() => ({}) as Record<string, string>);
      const counters = zeroCounters();
      for (const counter of COUNTERS) counters[counter] = Number(stored[counter] ?? 0);
      return counters;
    },
  };
}
