import { type FetchPage } from '@marquee/client';
import { type MoviePage, type MovieSummary } from '@marquee/contracts';
import { matchesFilters, type GenreFilters } from './genreFilters';

type SearchPage = (query: string, page: number, signal: AbortSignal) => Promise<MoviePage>;

/**
 * The pages of a title search narrowed by the genre, year and rating filters. The search has no such
 * parameters, so each page of its results is checked here; a page without a match is skipped (the
 * list's loader would take an empty page for the end), so one list page may read several search pages.
 * `total_results` stays the search's own count: how many titles match, before the filters.
 */
export function filteredSearch(filters: GenreFilters, search: SearchPage): FetchPage<MovieSummary> {
  let nextSearchPage = 1;
  // Matches read before a later page of the same list page failed: kept for the retry.
  let carried: MovieSummary[] = [];
  return async (page, signal) => {
    for (;;) {
      const result = await search(filters.query, nextSearchPage, signal);
      nextSearchPage += 1;
      carried = [...carried, ...result.results.filter((movie) => matchesFilters(movie, filters))];
      const searchEnded = nextSearchPage > result.total_pages || result.results.length === 0;
      if (carried.length > 0 || searchEnded) {
        const results = carried;
        carried = [];
        return { ...result, results, total_pages: searchEnded ? page : page + 1 };
      }
    }
  };
}
