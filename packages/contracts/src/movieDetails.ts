// No runtime imports here: the front ends import this module (as @marquee/contracts/movieDetails)
// without pulling typebox into their bundles.
import type { MovieAppendable } from './tmdb';

/** Every part of a film the detail page and its sub-pages show, fetched with the film in one request. */
export const MOVIE_DETAIL_PARTS = [
  'credits',
  'videos',
  'images',
  'recommendations',
  'similar',
  'watch/providers',
  'reviews',
  'keywords',
  'external_ids',
] as const satisfies readonly MovieAppendable[];

/**
 * The detail page's one request, under /api: the client sends it and the server preloads exactly it.
 * The part names stay readable (',' and '/' need no escaping in a query); the id is escaped.
 */
export function movieDetailsPath(id: number | string): string {
  return `/tmdb/movie/${encodeURIComponent(id)}?append_to_response=${MOVIE_DETAIL_PARTS.join(',')}`;
}
