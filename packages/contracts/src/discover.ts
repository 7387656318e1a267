// No runtime imports here: the front ends import this module (as @marquee/contracts/discover) without
// pulling typebox into their bundles.
import { toQueryString } from './queryString';
import type { DiscoverSort } from './tmdb';

/** What /discover/movie narrows by; every field is optional. Years are whole years, ratings 0-10. */
export interface DiscoverFilters {
  genres?: readonly number[];
  sort?: DiscoverSort;
  fromYear?: number;
  toYear?: number;
  minRating?: number;
  maxRating?: number;
}

/** The order the genres page starts in: the first of the sorts in docs/product.md §2 Genres, most popular first. */
export const DEFAULT_DISCOVER_SORT = 'popularity.desc' satisfies DiscoverSort;

/**
 * The /discover/movie request TMDB expects for these filters (docs/product.md §7), under /api: the client
 * sends it and the server preloads the genres page's first one.
 */
export function discoverPath(filters: DiscoverFilters, page: number): string {
  return `/tmdb/discover/movie${toQueryString({
    page,
    sort_by: filters.sort,
    include_adult: 'false',
    include_video: 'false',
    with_genres: filters.genres?.length ? filters.genres.join(',') : undefined,
    'primary_release_date.gte': filters.fromYear === undefined ? undefined : `${filters.fromYear}-01-01`,
    'primary_release_date.lte': filters.toYear === undefined ? undefined : `${filters.toYear}-12-31`,
    'vote_average.gte': filters.minRating,
    'vote_average.lte': filters.maxRating,
  })}`;
}
