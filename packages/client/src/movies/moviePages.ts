import { type MAX_PAGE, type MovieSummary } from '@marquee/contracts';
import { type InfiniteData } from '@tanstack/react-query';

// The contract's value, checked by the compiler: front ends import only types from @marquee/contracts,
// whose schemas would bring typebox into every bundle.
const LAST_PAGE: typeof MAX_PAGE = 500;

/** What the paging of a list reads from each of its pages (TMDB's list shape). */
export interface ListPage {
  results: MovieSummary[];
  total_pages: number;
  total_results: number;
}

/**
 * The page after `page`, or undefined when `page` was the last: TMDB's total_pages, never past MAX_PAGE;
 * an empty page ends the list too.
 */
export function pageAfter(
  result: Pick<ListPage, 'results' | 'total_pages'>,
  page: number,
): number | undefined {
  return result.results.length > 0 && page < Math.min(result.total_pages, LAST_PAGE) ? page + 1 : undefined;
}

/** A list of films as far as it is loaded. */
export interface MovieList {
  /** Every film loaded so far, each id once, in the order the pages gave them. */
  movies: MovieSummary[];
  /** The list's size as its latest page gave it. */
  totalResults: number;
}

/**
 * The `select` of every list query: its pages as one list. Pages repeat films (TMDB's pages shift while
 * they are read, and merged lists share films), and a film is shown once.
 */
export function movieListOf(data: InfiniteData<ListPage, unknown>): MovieList {
  const seen = new Set<number>();
  const movies = data.pages
    .flatMap((page) => page.results)
    .filter((movie) => !seen.has(movie.id) && seen.add(movie.id));
  return { movies, totalResults: data.pages.at(-1)?.total_results ?? 0 };
}
