import { type Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/**
 * Counts in fixed windows that can also be taken back, for limits that count failures only: an attempt
 * is counted as it starts (atomically, so parallel attempts cannot all pass a check made before any of
 * them counted) and given back once it turns out a success. In Redis when configured, so every API
 * process shares the counts; in memory otherwise.
 */
export interface AttemptCounters {
  /** Adds one to `key`, opening a window of `windowMs` when none runs: the count and the ms it has left. */
  add(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }>;
  /** Takes one back from `key` while its window runs (never below zero); nothing once it has closed. */
  takeBack(key: string): Promise<void>;
}

/** INCR with the window set on the first count, answering the count and its time left, in one step. */
const ADD = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }`;
/** DECR only inside a running window: a closed one must not come back as -1 without an expiry. */
const TAKE_BACK = `
if (tonumber(redis.call('GET', KEYS[1]) or '0')) > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

const PREFIX = 'marquee:attempts:';

function redisCounters(redis: Redis): AttemptCounters {
  return {
    async add(key, windowMs) {
      const [count, ttlMs] = (await redis.eval(ADD, 1, PREFIX + key, windowMs)) as [number, number];
      return { count, ttlMs };
    },
    async takeBack(key) {
      await redis.eval(TAKE_BACK, 1, PREFIX + key);
    },
  };
}

function memoryCounters(): AttemptCounters {
  const windows = new LRUCache<string, { count: number; endsAt: number }>({ max: 100_000 });
  const running = (key: string) => {
    const window = windows.get(key);
    return window && window.endsAt > Date.now() ? window : undefined;
  };
  return {
    async add(key, windowMs) {
      const window = running(key) ?? { count: 0, endsAt: Date.now() + windowMs };
      window.count += 1;
      windows.set(key, window);
      return { count: window.count, ttlMs: window.endsAt - Date.now() };
    },
    async takeBack(key) {
      const window = running(key);
      if (window && window.count > 0) window.count -= 1;
    },
  };
}

/**
 * While Redis is unreachable the counters let attempts through, as the rate limiter does (the redis
 * plugin logs the outage): an outage must not refuse every sign-in.
 */
export function attemptCounters(redis: Redis | null): AttemptCounters {
  const counters = redis ? redisCounters(redis) : memoryCounters();
  return {
    add: (key, windowMs) => counters.add(key, windowMs).catch(() => ({ count: 1, ttlMs: windowMs })),
    takeBack: (key) => counters.takeBack(key).catch(() => undefined),
  };
}
