import { type DiscoverSort } from '@marquee/contracts';
import { DEFAULT_DISCOVER_SORT, type DiscoverFilters } from '@marquee/contracts/discover';
import { isDiscoverSort } from './sortOptions';

/** docs/product.md §2 Genres: year inputs run from 1900 to the current year, ratings from 0 to 10 in steps of 0.1. */
export const MIN_YEAR = 1900;
export const MIN_RATING = 0;
export const MAX_RATING = 10;
export const RATING_STEP = 0.1;

/** What the genres page shows: a text search, or films narrowed by genre, years and rating, sorted. */
export interface GenreFilters {
  query: string;
  genres: number[];
  sort: DiscoverSort;
  fromYear?: number;
  toYear?: number;
  minRating?: number;
  maxRating?: number;
}

export const NO_FILTERS: GenreFilters = { query: '', genres: [], sort: DEFAULT_DISCOVER_SORT };

// The URL's names: short, so a shared link stays readable (?genres=28,12&sort=vote_average.desc&from=1990).
const param = {
  query: 'q',
  genres: 'genres',
  sort: 'sort',
  fromYear: 'from',
  toYear: 'to',
  minRating: 'rmin',
  maxRating: 'rmax',
} as const;

function numberIn(raw: string | null, min: number, max: number, integer: boolean): number | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) return undefined;
  if (integer && !Number.isInteger(value)) return undefined;
  return value;
}

/**
 * The filters a URL query names. Anything out of range or unknown, and a reversed range, is left out, so a
 * hand-edited or stale link still opens a page that works.
 */
export function filtersFromSearchParams(params: URLSearchParams, currentYear: number): GenreFilters {
  const sort = params.get(param.sort) ?? '';
  const genres = (params.get(param.genres) ?? '')
    .split(',')
    .filter((id) => /^\d+$/.test(id))
    .map(Number);
  const [fromYear, toYear] = inOrder(
    numberIn(params.get(param.fromYear), MIN_YEAR, currentYear, true),
    numberIn(params.get(param.toYear), MIN_YEAR, currentYear, true),
  );
  const [minRating, maxRating] = inOrder(
    numberIn(params.get(param.minRating), MIN_RATING, MAX_RATING, false),
    numberIn(params.get(param.maxRating), MIN_RATING, MAX_RATING, false),
  );
  return {
    query: (params.get(param.query) ?? '').trim(),
    genres: [...new Set(genres)],
    sort: isDiscoverSort(sort) ? sort : DEFAULT_DISCOVER_SORT,
    fromYear,
    toYear,
    minRating,
    maxRating,
  };
}

/** A range as given, or no range when it ends before it starts (it could match no film). */
function inOrder(
  low: number | undefined,
  high: number | undefined,
): [number | undefined, number | undefined] {
  return low !== undefined && high !== undefined && low > high ? [undefined, undefined] : [low, high];
}

/** The URL query of these filters; what is unset (or the default sort) is left out. */
export function filtersToSearchParams(filters: GenreFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.genres.length > 0) params.set(param.genres, filters.genres.join(','));
  if (filters.sort !== DEFAULT_DISCOVER_SORT) params.set(param.sort, filters.sort);
  if (filters.fromYear !== undefined) params.set(param.fromYear, String(filters.fromYear));
  if (filters.toYear !== undefined) params.set(param.toYear, String(filters.toYear));
  if (filters.minRating !== undefined) params.set(param.minRating, String(filters.minRating));
  if (filters.maxRating !== undefined) params.set(param.maxRating, String(filters.maxRating));
  if (filters.query !== '') params.set(param.query, filters.query);
  return params;
}

/** Whether two sets of filters show the same films (genre order does not matter). */
export function sameFilters(a: GenreFilters, b: GenreFilters): boolean {
  const genres = (filters: GenreFilters) => [...filters.genres].sort((x, y) => x - y).join(',');
  return (
    a.query === b.query &&
    genres(a) === genres(b) &&
    a.sort === b.sort &&
    a.fromYear === b.fromYear &&
    a.toYear === b.toYear &&
    a.minRating === b.minRating &&
    a.maxRating === b.maxRating
  );
}

/** The /discover/movie filters; the search term is not one of them (a search uses /search/movie). */
export function toDiscoverFilters({ query: _query, ...discover }: GenreFilters): DiscoverFilters {
  return discover;
}

/** How many filters narrow the list (the sort does not), for the panel's toggle. */
export function activeFilterCount(filters: GenreFilters): number {
  return (
    filters.genres.length +
    [filters.fromYear, filters.toYear, filters.minRating, filters.maxRating].filter((v) => v !== undefined)
      .length
  );
}
