import { type MovieCacheCounters } from '@marquee/contracts';
import { type Redis } from 'ioredis';

export type CacheCounter = keyof MovieCacheCounters;

const COUNTERS: CacheCounter[] = ['hits', 'misses', 'stale', 'upstreamCalls', 'upstreamErrors'];

/** Counts what the movie cache does, across every API process when Redis is there. */
export interface CacheStats {
  count(counter: CacheCounter): void;
  read(): Promise<MovieCacheCounters>;
  /** Sends the counts not yet shared (on shutdown, so none is lost). */
  flush(): Promise<void>;
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
    flush: async () => undefined,
  };
}

/** How long counts wait in the process before they are added to the shared hash, in one round trip. */
export const STATS_BATCH_MS = 5_000;

/**
 * One Redis hash shared by every process. Counts are added up in the process and sent in batches (one
 * pipeline at most every STATS_BATCH_MS), so counting a cache hit costs no Redis round trip; reading
 * sends this process's pending counts first. Sending is fire-and-forget: a Redis outage never fails a
 * request (the counts of that batch are lost, which statistics can afford).
 */
export function createRedisCacheStats(redis: Redis, key = 'marquee:tmdb:stats'): CacheStats {
  let pending = zeroCounters();
  let timer: NodeJS.Timeout | undefined;
  const flush = async () => {
    clearTimeout(timer);
    timer = undefined;
    const batch = Object.entries(pending).filter(([, count]) => count > 0);
    pending = zeroCounters();
    if (batch.length === 0) return;
    const pipeline = redis.pipeline();
    for (const [counter, count] of batch) pipeline.hincrby(key, counter, count);
    await pipeline.exec().catch(() => undefined);
  };
  return {
    count: (counter) => {
      pending[counter] += 1;
      timer ??= setTimeout(() => void flush(), STATS_BATCH_MS).unref();
    },
    read: async () => {
      await flush();
      const stored = await redis.hgetall(key).catch(() => ({}) as Record<string, string>);
      const counters = zeroCounters();
      for (const counter of COUNTERS) counters[counter] = Number(stored[counter] ?? 0);
      return counters;
    },
    flush,
  };
}
