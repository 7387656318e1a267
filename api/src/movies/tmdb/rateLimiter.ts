import { randomUUID } from 'node:crypto';
import { type Redis } from 'ioredis';

/**
 * TMDB allows about 40 requests per second per client; staying under it with margin. Every API and
 * worker process shares one budget through Redis, so adding processes does not multiply the rate.
 */
export const TMDB_REQUESTS_PER_SECOND = 35;
const WINDOW_MS = 1_000;

/** An outbound budget: `acquire` resolves when one more request may go out. */
export interface RateLimiter {
  acquire(): Promise<void>;
  /** Nobody sends for `ms` (TMDB answered 429 with Retry-After). */
  pause(ms: number): Promise<void>;
}

/** How long to wait before asking again; 0 means a permit was taken. */
type TryAcquire = () => Promise<number>;

function limiterFrom(tryAcquire: TryAcquire, pause: (ms: number) => Promise<void>): RateLimiter {
  return {
    async acquire() {
      for (let waitMs = await tryAcquire(); waitMs > 0; waitMs = await tryAcquire()) {
        await new Promise((resolve) => setTimeout(resolve, waitMs));
      }
    },
    pause,
  };
}

/**
 * A sliding one-second window kept in a sorted set, decided atomically in Redis with Redis' own clock so
 * processes on different machines agree. A pause key, while it lives, refuses everyone.
 */
const ACQUIRE_SCRIPT = `
local pause = redis.call('PTTL', KEYS[2])
if pause > 0 then return pause end
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local window = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) < tonumber(ARGV[1]) then
  redis.call('ZADD', KEYS[1], now, ARGV[3])
  redis.call('PEXPIRE', KEYS[1], window)
  return 0
end
local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
return math.max(1, tonumber(oldest[2]) + window - now)
`;

/**
 * While Redis fails, each process keeps the budget on its own (the memory limiter) rather than refuse to
 * call TMDB: with the cache gone too, TMDB is then the only source of movie data.
 */
export function createRedisRateLimiter(
  redis: Redis,
  { keyPrefix = 'marquee:tmdb:rate:', perSecond = TMDB_REQUESTS_PER_SECOND } = {},
): RateLimiter {
  const windowKey = `${keyPrefix}window`;
  const pauseKey = `${keyPrefix}pause`;
  const { tryAcquire: tryAcquireLocally, pause: pauseLocally } = createMemoryBudget(perSecond);
  return limiterFrom(
    () =>
      redis
        .eval(ACQUIRE_SCRIPT, 2, windowKey, pauseKey, perSecond, WINDOW_MS, randomUUID())
        .then(Number, tryAcquireLocally),
    async (ms) => {
      await pauseLocally(ms);
      // Only ever lengthens a pause another process set.
      const remaining = await redis.pttl(pauseKey).catch(() => undefined);
      if (remaining !== undefined && ms > remaining) {
        await redis.set(pauseKey, '1', 'PX', Math.ceil(ms)).catch(() => undefined);
      }
    },
  );
}

/** The same budget for a single process (no Redis). */
export function createMemoryRateLimiter({ perSecond = TMDB_REQUESTS_PER_SECOND } = {}): RateLimiter {
  const { tryAcquire, pause } = createMemoryBudget(perSecond);
  return limiterFrom(tryAcquire, pause);
}

/** A sliding one-second window in this process's memory. */
function createMemoryBudget(perSecond: number): { tryAcquire: TryAcquire; pause: RateLimiter['pause'] } {
  let sent: number[] = [];
  let pausedUntil = 0;
  return {
    tryAcquire: async () => {
      const now = Date.now();
      if (pausedUntil > now) return pausedUntil - now;
      sent = sent.filter((at) => at > now - WINDOW_MS);
      if (sent.length < perSecond) {
        sent.push(now);
        return 0;
      }
      return Math.max(1, sent[0]! + WINDOW_MS - now);
    },
    pause: async (ms) => {
      pausedUntil = Math.max(pausedUntil, Date.now() + ms);
    },
  };
}
