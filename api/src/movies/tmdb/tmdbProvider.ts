import { type Cache } from '../../cache/cache';
import { HttpError } from '../../httpError';
import {
  JsonText,
  MOVIE_NOT_FOUND,
  type LocaleQuery,
  type MovieData,
  type MovieDataProvider,
  type PageQuery,
} from '../movieDataProvider';
import { cacheKeyOf, freshnessOf } from './cachePolicy';
import { type CacheStats } from './cacheStats';
import { type TmdbClient, type TmdbResponse } from './tmdbClient';

type QueryValue = string | number | boolean | number[] | string[] | undefined;

/** The query string TMDB is sent (and the cache is keyed by): set values only, lists comma-joined. */
function toParams(query: object): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query) as [string, QueryValue][]) {
    if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    params.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  return params;
}

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
  // A cache hit hands back the same response object each time (see createCache), so its JsonText and
  // the encoded bytes are made once per cached answer, not per request.
  const texts = new WeakMap<object, JsonText<unknown>>();
  const textOf = <T>(response: { json: string }): JsonText<T> => {
    let text = texts.get(response);
    if (!text) texts.set(response, (text = new JsonText(response.json)));
    return text as JsonText<T>;
  };

  async function get<T>(path: string, query: object): Promise<MovieData<T>> {
    const params = toParams(query);
    const fetchUpstream = async (): Promise<TmdbResponse> => {
      try {
        return await client.get(path, params);
      } catch (error) {
        stats.count('upstreamErrors');
        throw error;
      }
    };
    const { value, outcome } = await cache.wrapStaleIfError(
      cacheKeyOf(path, params),
      (response: TmdbResponse) => freshnessOf(path, response),
      fetchUpstream,
    );
    stats.count(outcome === 'hit' ? 'hits' : outcome === 'miss' ? 'misses' : 'stale');
    if (value.status === 404) throw new HttpError(404, MOVIE_NOT_FOUND);
    return { body: textOf<T>(value), cache: outcome };
  }

  const movie = (id: number, sub: string) => `/movie/${id}/${sub}`;
  return {
    kind: 'tmdb',
    trending: (query: PageQuery) => get('/trending/movie/week', query),
    popular: (query) => get('/movie/popular', query),
    topRated: (query) => get('/movie/top_rated', query),
    upcoming: (query) => get('/movie/upcoming', query),
    genres: (query: LocaleQuery) => get('/genre/movie/list', query),
    discover: (query) => get('/discover/movie', query),
    search: (query) => get('/search/movie', query),
    movie: (id, query) => get(`/movie/${id}`, query),
    credits: (id, query) => get(movie(id, 'credits'), query),
    videos: (id, query) => get(movie(id, 'videos'), query),
    images: (id, query) => get(movie(id, 'images'), query),
    recommendations: (id, query) => get(movie(id, 'recommendations'), query),
    similar: (id, query) => get(movie(id, 'similar'), query),
    watchProviders: (id, query) => get(movie(id, 'watch/providers'), query),
    reviews: (id, query) => get(movie(id, 'reviews'), query),
    keywords: (id, query) => get(movie(id, 'keywords'), query),
    externalIds: (id, query) => get(movie(id, 'external_ids'), query),
  };
}
