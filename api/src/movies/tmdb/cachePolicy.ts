import { type Freshness } from '../../cache/cache';
import { type TmdbResponse } from './tmdbClient';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** Keys of cached movie answers start with the provider's kind (the admin flush deletes them all). */
export const movieCachePrefix = (kind: 'tmdb' | 'catalog') => `${kind}:`;

/**
 * How long an answer is fresh, by what it is: a film's details change rarely, genre and provider lists
 * almost never, while lists, search and discover follow daily popularity. After that an entry is kept
 * one more day, only to be answered (marked stale) while TMDB fails.
 */
const TIERS: { pattern: RegExp; ttlSeconds: number }[] = [
  { pattern: /^\/genre\/movie\/list$/, ttlSeconds: 24 * HOUR },
  { pattern: /^\/watch\/providers\//, ttlSeconds: 24 * HOUR },
  { pattern: /^\/movie\/\d+(\/.*)?$/, ttlSeconds: 12 * HOUR },
  { pattern: /^\/trending\//, ttlSeconds: 5 * MINUTE },
  { pattern: /^\/search\//, ttlSeconds: 5 * MINUTE },
];
const LIST_TTL_SECONDS = 10 * MINUTE;
/** A film that does not exist yet may be added soon; do not remember its absence for long. */
const NOT_FOUND_TTL_SECONDS = MINUTE;
const STALE_SECONDS = 24 * HOUR;

export function freshnessOf(path: string, response: TmdbResponse): Freshness {
  if (response.status === 404) return { ttlSeconds: NOT_FOUND_TTL_SECONDS, staleSeconds: 0 };
  return { ttlSeconds: ttlSecondsOf(path), staleSeconds: STALE_SECONDS };
}

/** How long a found answer for `path` (a TMDB path, as /api/tmdb/... takes it) stays fresh. */
export function ttlSecondsOf(path: string): number {
  return TIERS.find(({ pattern }) => pattern.test(path))?.ttlSeconds ?? LIST_TTL_SECONDS;
}

type QueryValue = string | number | boolean | number[] | string[] | undefined;

/** The query string TMDB is sent (and the cache is keyed by): set values only, lists comma-joined. */
export function toParams(query: object): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query) as [string, QueryValue][]) {
    if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    params.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  return params;
}

/**
 * The cache key: the provider, the path and the query with its parameters sorted, so
 * `?page=2&language=en-US` and `?language=en-US&page=2` share one entry. Language and region are part of
 * it (answers differ by them).
 */
export function cacheKeyOf(kind: 'tmdb' | 'catalog', path: string, params: URLSearchParams): string {
  const sorted = new URLSearchParams(params);
  sorted.sort();
  return `${movieCachePrefix(kind)}${path}?${sorted}`;
}
