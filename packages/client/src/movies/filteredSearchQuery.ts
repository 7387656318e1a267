import { type MoviePage } from '@marquee/contracts';
import { type DiscoverFilters } from '@marquee/contracts/discover';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { matchesDiscoverFilters } from './matchesDiscoverFilters';
import { moviesApi } from './moviesApi';
import { movieListOf, pageAfter } from './moviePages';

/** The matches of one or more search pages, and the search page to read after them. */
interface FilteredSearchPage extends MoviePage {
  nextSearchPage: number | undefined;
}

/**
 * A title search narrowed by genre, year and rating filters (docs/product.md §2 Genres). /search/movie
 * has no such parameters, so each page of its results is checked here; a page without a match is skipped
 * (an empty page would end the list), so one page of this list may read several search pages.
 * `total_results` stays the search's own count: how many titles match, before the filters.
 */
export const filteredSearchInfiniteQuery = (
  query: string,
  { genres, fromYear, toYear, minRating, maxRating }: DiscoverFilters,
) => {
  // The sort is left out: a title search has none (docs/product.md §7), so it cannot change the list.
  const narrowing = { genres, fromYear, toYear, minRating, maxRating };
  return infiniteQueryOptions({
    queryKey: ['movies', 'search', query, 'filtered', narrowing],
    queryFn: async ({ pageParam, signal }): Promise<FilteredSearchPage> => {
      for (let searchPage = pageParam; ; searchPage += 1) {
        const result = await moviesApi.search(query, searchPage, signal);
        const results = result.results.filter((movie) => matchesDiscoverFilters(movie, narrowing));
        const nextSearchPage = pageAfter(result, searchPage);
        if (results.length > 0 || nextSearchPage === undefined) return { ...result, results, nextSearchPage };
      }
    },
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextSearchPage,
    select: movieListOf,
  });
};
