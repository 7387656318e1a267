import { once } from 'node:events';
import { type FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** Null when REDIS_URL is unset: callers use their in-process fallback. */
    redis: Redis | null;
  }
}

/**
 * The shared Redis client for request-path use (cache, rate limits, readiness). While Redis is away its
 * commands fail at once instead of queueing until a reconnection succeeds, so an outage degrades
 * requests (rate limits fail open, the cache misses) without slowing them. BullMQ keeps its own
 * connections (see @marquee/jobs).
 * @see https://github.com/redis/ioredis#connect-to-redis
 */
export default fp(
  async function redis(app) {
    if (!app.config.redisUrl) {
      app.decorate('redis', null);
      return;
    }
    const client = new Redis(app.config.redisUrl, {
      connectTimeout: 500,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      // Closing during an outage need not wait ioredis' default 2 s for a socket that is already gone.
      disconnectTimeout: 500,
    });
    logOutages(client, app.log);
    // Without an offline queue, commands sent before the first connection would fail as if Redis were
    // down; wait for it briefly. If Redis is down at start, the API starts anyway, degraded.
    await once(client, 'ready', { signal: AbortSignal.timeout(1_000) }).catch(() => undefined);
    app.decorate('redis', client);
    app.addHook('onClose', async () => {
      if (client.status === 'ready') await client.quit();
      else client.disconnect();
    });
  },
  { name: 'redis', dependencies: ['config'] },
);

/** One warning per outage, not one per reconnection attempt. */
function logOutages(client: Redis, log: FastifyBaseLogger): void {
  let down = false;
  client.on('error', (err: Error) => {
    if (down) return;
    down = true;
    log.warn({ err }, 'Redis is unreachable: rate limits fail open and the cache misses until it is back');
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('Redis is reachable again');
  });
}
