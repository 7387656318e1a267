import { type Cache, type CacheOutcome } from '../../cache/cache';
import { jsonTextOf, type MovieData, type MovieDataProvider } from '../movieDataProvider';
import { readsByPath } from '../moviePaths';
import { cacheKeyOf, toParams, ttlSecondsOf } from '../tmdb/cachePolicy';
import { type CacheStats } from '../tmdb/cacheStats';

type AnyRead = (...args: unknown[]) => Promise<MovieData<unknown>>;

/**
 * The local catalog behind the same cache and TTL tiers as TMDB's answers, so a hot list or film is not a
 * fresh SQL query each time and goes out as JSON text encoded once. A film that does not exist is not
 * cached (its 404 is a cheap indexed lookup, and a film imported later must appear at once). A catalog
 * import empties the cache of running API processes (plugins/catalogChanges.ts).
 */
export function createCachedCatalogProvider(
  catalog: MovieDataProvider,
  { cache, stats }: { cache: Cache; stats: CacheStats },
): MovieDataProvider {
  return {
    ...catalog,
    ...readsByPath(async ({ method, path, query, id }) => {
      let outcome: CacheOutcome = 'hit';
      const cached = await cache.wrap(
        cacheKeyOf('catalog', path, toParams(query)),
        ttlSecondsOf(path),
        async () => {
          outcome = 'miss';
          const read = catalog[method] as AnyRead;
          const { body } = await (id === undefined ? read(query) : read(id, query));
          return { json: JSON.stringify(body) };
        },
      );
      stats.count(outcome === 'hit' ? 'hits' : 'misses');
      return { body: jsonTextOf(cached), cache: outcome };
    }),
  };
}
