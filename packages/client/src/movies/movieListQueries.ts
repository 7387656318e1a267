import { type MoviePage } from '@marquee/contracts';
import { type DiscoverFilters } from '@marquee/contracts/discover';
import { type MovieListName } from '@marquee/contracts/movieLists';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { moviesApi } from './moviesApi';
import { movieListOf, pageAfter } from './moviePages';

// Paged lists of films, as infinite queries (docs/architecture.md, "Server state"). Each page is the
// request the product has always sent, so the server's preload of a page's first request (trending and
// discover page 1) is the one the query uses.

/** One of the four lists (docs/product.md §2 Home and Category), page after page. */
export const movieListInfiniteQuery = (name: MovieListName) =>
  infiniteQueryOptions({
    queryKey: ['movies', 'list', name],
    queryFn: ({ pageParam, signal }) => moviesApi.list(name, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, page) => pageAfter(last, page),
    select: movieListOf,
  });

/** Films /discover/movie selects with these filters, in their sort, page after page. */
export const discoverInfiniteQuery = (filters: DiscoverFilters) =>
  infiniteQueryOptions({
    queryKey: ['movies', 'discover', filters],
    queryFn: ({ pageParam, signal }) => moviesApi.discover(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, page) => pageAfter(last, page),
    select: movieListOf,
  });

/** The films whose title matches `query`, best match first, page after page. */
export const searchInfiniteQuery = (query: string) =>
  infiniteQueryOptions({
    queryKey: ['movies', 'search', query],
    queryFn: ({ pageParam, signal }) => moviesApi.search(query, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, page) => pageAfter(last, page),
    select: movieListOf,
  });

/** A page of several lists read together, with the lists that have a page after it. */
interface MergedPage extends MoviePage {
  continuing: MovieListName[];
}

/**
 * Several lists as one (docs/product.md §2 Home, Discover More): page n is page n of every list that
 * still has one, in the order given; the lists repeat each other's films, and each shows once.
 */
export const mergedListsInfiniteQuery = (names: readonly MovieListName[]) =>
  infiniteQueryOptions({
    queryKey: ['movies', 'lists', names],
    queryFn: async ({ pageParam: { page, lists }, signal }): Promise<MergedPage> => {
      const pages = await Promise.all(lists.map((name) => moviesApi.list(name, page, signal)));
      return {
        page,
        results: pages.flatMap((result) => result.results),
        total_pages: Math.max(0, ...pages.map((result) => result.total_pages)),
        total_results: pages.reduce((sum, result) => sum + result.total_results, 0),
        continuing: lists.filter((_name, index) => pageAfter(pages[index]!, page) !== undefined),
      };
    },
    initialPageParam: { page: 1, lists: [...names] },
    getNextPageParam: ({ page, continuing }) =>
      continuing.length > 0 ? { page: page + 1, lists: continuing } : undefined,
    select: movieListOf,
  });
