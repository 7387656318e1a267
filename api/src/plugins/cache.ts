import fp from 'fastify-plugin';
import { createCache, type Cache } from '../cache/cache';
import { createMemoryStore } from '../cache/memoryStore';
import { createRedisStore } from '../cache/redisStore';

declare module 'fastify' {
  interface FastifyInstance {
    cache: Cache;
  }
}

/** `app.cache`: in Redis when configured (shared by every API process), else in this process's memory. */
export default fp(
  async function cache(app) {
    const store = app.redis
      ? createRedisStore(app.redis, { prefix: 'marquee:cache:', log: app.log })
      : createMemoryStore();
    app.decorate('cache', createCache(store));
  },
  { name: 'cache', dependencies: ['redis'] },
);
