import { type Cache } from '../../cache/cache';
import { HttpError } from '../../httpError';
import { jsonTextOf, MOVIE_NOT_FOUND, type MovieDataProvider } from '../movieDataProvider';
import { readsByPath } from '../moviePaths';
import { cacheKeyOf, freshnessOf, toParams } from './cachePolicy';
import { type CacheStats } from './cacheStats';
import { withMediaLanguages } from './mediaLanguages';
import { type TmdbClient, type TmdbResponse } from './tmdbClient';

/**
 * The live provider: TMDB v3 through the shared cache (TTL tiers, coalescing, stale-if-error). Answers
 * pass through unchanged, TMDB's own fields included.
 */
export function createTmdbProvider({
  client,
  cache,
  stats,
}: {
  client: TmdbClient;
  cache: Cache;
  stats: CacheStats;
}): MovieDataProvider {
  return {
    kind: 'tmdb',
    ...readsByPath(async ({ path, query }) => {
      const params = withMediaLanguages(path, toParams(query));
      const fetchUpstream = async (): Promise<TmdbResponse> => {
        try {
          return await client.get(path, params);
        } catch (error) {
          stats.count('upstreamErrors');
          throw error;
        }
      };
      const { value, outcome } = await cache.wrapStaleIfError(
        cacheKeyOf('tmdb', path, params),
        (response: TmdbResponse) => freshnessOf(path, response),
        fetchUpstream,
      );
      stats.count(outcome === 'hit' ? 'hits' : outcome === 'miss' ? 'misses' : 'stale');
      if (value.status === 404) throw new HttpError(404, MOVIE_NOT_FOUND);
      return { body: jsonTextOf(value), cache: outcome };
    }),
  };
}
