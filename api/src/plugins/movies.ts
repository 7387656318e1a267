import { type MovieCacheStats } from '@marquee/contracts';
import fp from 'fastify-plugin';
import { createCachedCatalogProvider } from '../movies/catalog/cachedCatalogProvider';
import { createCatalogProvider } from '../movies/catalog/catalogProvider';
import { type MovieDataProvider } from '../movies/movieDataProvider';
import { movieCachePrefix } from '../movies/tmdb/cachePolicy';
import { createMemoryCacheStats, createRedisCacheStats } from '../movies/tmdb/cacheStats';
import { createMemoryRateLimiter, createRedisRateLimiter } from '../movies/tmdb/rateLimiter';
import { createTmdbClient } from '../movies/tmdb/tmdbClient';
import { createTmdbProvider } from '../movies/tmdb/tmdbProvider';

declare module 'fastify' {
  interface FastifyInstance {
    /** Movie data for /api/tmdb/...: TMDB when TMDB_API_TOKEN is set, else the local catalog; cached. */
    movies: MovieDataProvider;
    /** The movie answer cache, for admins: what it did, and a way to empty it. */
    movieCache: {
      stats(): Promise<MovieCacheStats>;
      /** Deletes every cached movie answer; returns how many there were. */
      flush(): Promise<number>;
    };
  }
}

export default fp(
  async function movies(app) {
    const { tmdbApiToken, tmdbBaseUrl } = app.config;
    const stats = app.redis ? createRedisCacheStats(app.redis) : createMemoryCacheStats();
    const provider = tmdbApiToken
      ? createTmdbProvider({
          client: createTmdbClient({
            baseUrl: tmdbBaseUrl,
            token: tmdbApiToken,
            limiter: app.redis ? createRedisRateLimiter(app.redis) : createMemoryRateLimiter(),
            onUpstreamCall: () => stats.count('upstreamCalls'),
          }),
          cache: app.cache,
          stats,
        })
      : createCachedCatalogProvider(createCatalogProvider(app.db), { cache: app.cache, stats });
    app.addHook('onClose', () => stats.flush());
    app.decorate('movies', provider);
    app.decorate('movieCache', {
      stats: async () => ({ provider: provider.kind, ...(await stats.read()) }),
      flush: () => {
        app.hotAnswers.clear();
        return app.cache.clear(movieCachePrefix(provider.kind));
      },
    });
  },
  { name: 'movies', dependencies: ['config', 'db', 'redis', 'cache', 'hot-answers'] },
);
