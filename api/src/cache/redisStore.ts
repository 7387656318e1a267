import { type Redis } from 'ioredis';
import { type CacheStore } from './cache';

/**
 * The store shared by every API process. A cache must never take the API down with it: while Redis
 * fails, reads miss and writes are dropped (the redis plugin logs the outage).
 */
export function createRedisStore(
  redis: Redis,
  { prefix, log }: { prefix: string; log: { debug(details: object, message: string): void } },
): CacheStore {
  const failSoft = async <T>(
    operation: string,
    key: string,
    run: () => Promise<T>,
  ): Promise<T | undefined> => {
    try {
      return await run();
    } catch (err) {
      log.debug({ err, key }, `cache ${operation} skipped: Redis failed`);
      return undefined;
    }
  };
  return {
    get: (key) => failSoft('read', key, async () => (await redis.get(prefix + key)) ?? undefined),
    set: async (key, value, ttlSeconds) => {
      await failSoft('write', key, () => redis.set(prefix + key, value, 'EX', ttlSeconds));
    },
    del: async (key) => {
      await failSoft('delete', key, () => redis.del(prefix + key));
    },
    // SCAN, not KEYS: it walks the keyspace in steps instead of blocking Redis for the whole of it.
    clear: async (keyPrefix) => {
      const deleted = await failSoft('clear', keyPrefix, async () => {
        let count = 0;
        const keys = redis.scanStream({ match: `${escapeGlob(prefix + keyPrefix)}*`, count: 500 });
        for await (const batch of keys as AsyncIterable<string[]>) {
          if (batch.length > 0) count += await redis.unlink(...batch);
        }
        return count;
      });
      return deleted ?? 0;
    },
  };
}

/** A literal prefix inside a SCAN MATCH pattern. */
function escapeGlob(text: string): string {
  return text.replace(/[*?[\]\\]/g, '\\$&');
}
