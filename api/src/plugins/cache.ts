import fp from 'fastify-plugin';
import { createCache, type Cache } from '../cache/cache';
import { createMemoryStore } from '../cache/memoryStore';
import { createRedisStore } from '../cache/redisStore';

declare module 'fastify' {
  interface FastifyInstance {
    cache: Cache;
  }
}

/**
 * How long a value read from Redis is answered from this process's memory. The bound on how stale one API
 * process can be after another changed or flushed an entry; short, so no invalidation messages are needed.
 */
export const LOCAL_TIER_SECONDS = 2;

/**
 * `app.cache`: in Redis when configured (shared by every API process, with an in-process tier in front so
 * a hot key costs no round trip), else in this process's memory.
 */
export default fp(
  async function cache(app) {
    const store = app.redis
      ? createRedisStore(app.redis, { prefix: 'marquee:cache:', log: app.log })
      : createMemoryStore();
    app.decorate('cache', createCache(store, { localSeconds: app.redis ? LOCAL_TIER_SECONDS : 0 }));
  },
  { name: 'cache', dependencies: ['redis'] },
);
