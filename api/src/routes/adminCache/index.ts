import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, MovieCacheFlushed, MovieCacheStats } from '@marquee/contracts';
import { recordAdminAction } from '../../admin/adminActions';

/** The movie-data cache, for administrators: what it has done, and emptying it. */
const adminCacheRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // requireAdmin authenticates first (the token, then the role in the database).
  const onRequest = [app.requireAdmin];
  const errors = { 401: ErrorResponse, 403: ErrorResponse };

  app.get(
    '/admin/cache/movies',
    {
      onRequest,
      schema: {
        tags: ['admin'],
        operationId: 'getMovieCacheStats',
        summary: 'Movie-data cache statistics: hits, misses, stale answers, upstream calls and errors',
        security: [{ bearerAuth: [] }],
        response: { 200: MovieCacheStats, ...errors },
      },
    },
    () => app.movieCache.stats(),
  );

  app.delete(
    '/admin/cache/movies',
    {
      onRequest,
      schema: {
        tags: ['admin'],
        operationId: 'flushMovieCache',
        summary: 'Empty the movie-data cache (the next requests go to TMDB)',
        security: [{ bearerAuth: [] }],
        response: { 200: MovieCacheFlushed, ...errors },
      },
    },
    async (request) => {
      const flushed = await app.movieCache.flush();
      await recordAdminAction(app.db, request.user.sub, 'flush-cache', {
        type: 'cache',
        id: 'movies',
        label: `movie data (${flushed} entries)`,
      });
      return { flushed };
    },
  );
};

export default adminCacheRoutes;
