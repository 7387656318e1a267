import { LRUCache } from 'lru-cache';

/**
 * A key-value cache with expiry. Values must survive JSON (what Redis stores), in every implementation.
 * A value read is shared with other readers of the same entry, so callers must not modify it.
 */
export interface Cache {
  get<T>(key: string): Promise<T | undefined>;
  set<T>(key: string, value: T, ttlSeconds: number): Promise<void>;
  del(key: string): Promise<void>;
  /** Deletes every key starting with `prefix` and returns how many there were. */
  clear(prefix: string): Promise<number>;
  /**
   * The cached value, or the result of `compute` cached for `ttlSeconds`. Concurrent misses on one key in
   * this process share a single `compute` call.
   */
  wrap<T>(key: string, ttlSeconds: number, compute: () => Promise<T>): Promise<T>;
  /**
   * `wrap` for data from a service that may fail (stale-if-error): an entry is fresh for its `ttlSeconds`
   * and then kept `staleSeconds` longer, so that when the refreshing `compute` fails the old value can
   * still be answered, marked 'stale'. `freshness` sees the value, so a "not found" can live shorter than
   * a result. Concurrent misses share one `compute`, as in `wrap`.
   */
  wrapStaleIfError<T>(
    key: string,
    freshness: (value: T) => Freshness,
    compute: () => Promise<T>,
  ): Promise<{ value: T; outcome: CacheOutcome }>;
}

export interface Freshness {
  ttlSeconds: number;
  staleSeconds: number;
}

/** hit: fresh from the cache; miss: computed now; stale: compute failed, an expired value answered. */
export type CacheOutcome = 'hit' | 'miss' | 'stale';

/** Where serialised values live: Redis or process memory. */
export interface CacheStore {
  get(key: string): Promise<string | undefined>;
  /** The stored text at once, from a store in this process's memory (none with Redis). */
  peek?(key: string): string | undefined;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  del(key: string): Promise<void>;
  clear(prefix: string): Promise<number>;
}

/** What wrapStaleIfError stores: the value and when it stops being fresh (epoch ms). */
interface StaleableEntry<T> {
  value: T;
  freshUntil: number;
}

export interface CacheOptions {
  /** The clock freshness is judged by; tests move it forward instead of waiting. */
  now?: () => number;
  /**
   * How long a value read or written here is answered from this process's memory without asking the
   * store again: the in-process tier in front of Redis. 0 (the default) asks the store every time.
   */
  localSeconds?: number;
}

/** The in-process tier's bound: the stored texts' total length (a film with everything is ~100 KB). */
const LOCAL_TIER_CHARS = 16 * 2 ** 20;

export function createCache(
  store: CacheStore,
  { now = Date.now, localSeconds = 0 }: CacheOptions = {},
): Cache {
  const inFlight = new Map<string, Promise<unknown>>();
  // The in-process tier: the last value parsed per key, with its text and when the store last confirmed
  // it. Within `localSeconds` a read costs no store call (no Redis round trip); after that the store is
  // asked, and the same text keeps the same value object (so whatever was derived from it, such as an
  // encoded HTTP body, is reused), while a different text (set, or another process writing to Redis) is
  // parsed anew. So another process's change is seen here within `localSeconds`.
  const local = new LRUCache<string, { raw: string; value: unknown; confirmedAt: number }>({
    max: 1_000,
    maxSize: LOCAL_TIER_CHARS,
    sizeCalculation: ({ raw }) => Math.max(1, raw.length),
  });
  const remember = (key: string, raw: string, value: unknown) =>
    local.set(key, { raw, value, confirmedAt: now() });

  /** Runs `run` once per key at a time; concurrent callers get the same promise. */
  const coalesce = <T>(key: string, run: () => Promise<T>): Promise<T> => {
    const pending = inFlight.get(key) as Promise<T> | undefined;
    if (pending) return pending;
    const result = run().finally(() => inFlight.delete(key));
    inFlight.set(key, result);
    return result;
  };

  /** The value of `key` the in-process tier answers without waiting for the store, if any. */
  const confirmed = <T>(key: string): T | undefined => {
    const known = local.get(key);
    if (!known) return undefined;
    if (now() - known.confirmedAt < localSeconds * 1000) return known.value as T;
    if (store.peek?.(key) !== known.raw) return undefined;
    known.confirmedAt = now();
    return known.value as T;
  };

  const cache: Cache = {
    async get<T>(key: string) {
      const recent = confirmed<T>(key);
      if (recent !== undefined) return recent;
      const known = local.get(key);
      const raw = await store.get(key);
      if (raw === undefined) {
        local.delete(key);
        return undefined;
      }
      if (known?.raw === raw) {
        known.confirmedAt = now();
        return known.value as T;
      }
      const value = JSON.parse(raw) as T;
      remember(key, raw, value);
      return value;
    },
    async set(key, value, ttlSeconds) {
      const raw = JSON.stringify(value);
      await store.set(key, raw, ttlSeconds);
      remember(key, raw, value);
    },
    del: (key) => {
      local.delete(key);
      return store.del(key);
    },
    clear: (prefix) => {
      for (const key of [...local.keys()]) if (key.startsWith(prefix)) local.delete(key);
      return store.clear(prefix);
    },
    wrap<T>(key: string, ttlSeconds: number, compute: () => Promise<T>) {
      // As in wrapStaleIfError: a value the in-process tier holds is answered without coalescing.
      const recent = confirmed<T>(key);
      if (recent !== undefined) return Promise.resolve(recent);
      return coalesce(key, async () => {
        const cached = await cache.get<T>(key);
        if (cached !== undefined) return cached;
        const value = await compute();
        await cache.set(key, value, ttlSeconds);
        return value;
      });
    },
    wrapStaleIfError<T>(key: string, freshness: (value: T) => Freshness, compute: () => Promise<T>) {
      // A fresh entry the in-process tier holds is answered as is: nothing to wait for or coalesce.
      const recent = confirmed<StaleableEntry<T>>(key);
      if (recent && recent.freshUntil > now()) {
        return Promise.resolve({ value: recent.value, outcome: 'hit' as const });
      }
      return coalesce(key, async () => {
        const cached = await cache.get<StaleableEntry<T>>(key);
        if (cached && cached.freshUntil > now()) return { value: cached.value, outcome: 'hit' as const };
        let value: T;
        try {
          value = await compute();
        } catch (error) {
          if (cached) return { value: cached.value, outcome: 'stale' as const };
          throw error;
        }
        const { ttlSeconds, staleSeconds } = freshness(value);
        const entry: StaleableEntry<T> = { value, freshUntil: now() + ttlSeconds * 1000 };
        await cache.set(key, entry, ttlSeconds + staleSeconds);
        return { value, outcome: 'miss' as const };
      });
    },
  };
  return cache;
}
