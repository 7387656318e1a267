import { LRUCache } from 'lru-cache';
import { type CacheStore } from './cache';

/** The store without Redis: bounded by entry count so a busy process cannot grow without limit. */
export function createMemoryStore({ maxEntries = 10_000 }: { maxEntries?: number } = {}): CacheStore {
  const entries = new LRUCache<string, string>({ max: maxEntries });
  return {
    get: async (key) => entries.get(key),
    peek: (key) => entries.get(key),
    set: async (key, value, ttlSeconds) => {
      entries.set(key, value, { ttl: ttlSeconds * 1000 });
    },
    del: async (key) => {
      entries.delete(key);
    },
    clear: async (prefix) => {
      const doomed = [...entries.keys()].filter((key) => key.startsWith(prefix));
      for (const key of doomed) entries.delete(key);
      return doomed.length;
    },
  };
}
