import { type UnseenCursor, type UnseenPage } from '@marquee/contracts';
import { type DiscoverFilters } from '@marquee/contracts/discover';
import { type MovieListName } from '@marquee/contracts/movieLists';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { matchesDiscoverFilters } from '../movies/matchesDiscoverFilters';
import { movieListOf } from '../movies/moviePages';
import { unseenApi } from './hideSeenApi';
import { hideSeenKeys } from './hideSeenKeys';

// The discovery lists without the films `userId` has seen (docs/product.md §2 Hide what you have seen),
// as infinite queries like movieListQueries': each page starts where the previous one's `next` says, so
// the server has refilled it from the pages after and no film shows twice or is skipped.

const FIRST: UnseenCursor = { page: 1, skip: 0 };
// What the user has seen changes on other pages (a film logged, kept or hidden): asked again on each visit.
const fresh = { staleTime: 0, initialPageParam: FIRST, select: movieListOf } as const;
const nextOf = (last: UnseenPage) => last.next ?? undefined;

export const unseenListInfiniteQuery = (name: MovieListName, userId: string) =>
  infiniteQueryOptions({
    ...fresh,
    queryKey: [...hideSeenKeys.unseenLists(userId), 'list', name],
    queryFn: ({ pageParam, signal }) => unseenApi.list(name, pageParam, signal),
    getNextPageParam: nextOf,
  });

export const unseenDiscoverInfiniteQuery = (filters: DiscoverFilters, userId: string) =>
  infiniteQueryOptions({
    ...fresh,
    queryKey: [...hideSeenKeys.unseenLists(userId), 'discover', filters],
    queryFn: ({ pageParam, signal }) => unseenApi.discover(filters, pageParam, signal),
    getNextPageParam: nextOf,
  });

export const unseenSearchInfiniteQuery = (query: string, userId: string) =>
  infiniteQueryOptions({
    ...fresh,
    queryKey: [...hideSeenKeys.unseenLists(userId), 'search', query],
    queryFn: ({ pageParam, signal }) => unseenApi.search(query, pageParam, signal),
    getNextPageParam: nextOf,
  });

/**
 * filteredSearchInfiniteQuery's unseen twin: the title search's unseen pages narrowed by the genre, year
 * and rating filters here, a page without a match skipped (an empty page would end the list).
 */
export const unseenFilteredSearchInfiniteQuery = (
  query: string,
  { genres, fromYear, toYear, minRating, maxRating }: DiscoverFilters,
  userId: string,
) => {
  const narrowing = { genres, fromYear, toYear, minRating, maxRating };
  return infiniteQueryOptions({
    ...fresh,
    queryKey: [...hideSeenKeys.unseenLists(userId), 'search', query, 'filtered', narrowing],
    queryFn: async ({ pageParam, signal }): Promise<UnseenPage> => {
      for (let cursor = pageParam; ;) {
        const result = await unseenApi.search(query, cursor, signal);
        const results = result.results.filter((movie) => matchesDiscoverFilters(movie, narrowing));
        if (results.length > 0 || !result.next) return { ...result, results };
        cursor = result.next;
      }
    },
    getNextPageParam: nextOf,
  });
};

/** A page of several unseen lists read together, with where each list that goes on goes on. */
interface MergedUnseenPage extends UnseenPage {
  continuing: { name: MovieListName; cursor: UnseenCursor }[];
}

/** mergedListsInfiniteQuery's unseen twin (Discover More): each list from its own cursor, each film once. */
export const unseenMergedListsInfiniteQuery = (names: readonly MovieListName[], userId: string) =>
  infiniteQueryOptions({
    staleTime: 0,
    select: movieListOf,
    queryKey: [...hideSeenKeys.unseenLists(userId), 'lists', names],
    queryFn: async ({ pageParam, signal }): Promise<MergedUnseenPage> => {
      const pages = await Promise.all(
        pageParam.map(({ name, cursor }) => unseenApi.list(name, cursor, signal)),
      );
      return {
        page: pageParam[0]?.cursor.page ?? 1,
        results: pages.flatMap((result) => result.results),
        total_pages: Math.max(0, ...pages.map((result) => result.total_pages)),
        total_results: pages.reduce((sum, result) => sum + result.total_results, 0),
        next: null,
        continuing: pageParam.flatMap(({ name }, index) => {
          const cursor = pages[index]?.next;
          return cursor ? [{ name, cursor }] : [];
        }),
      };
    },
    initialPageParam: names.map((name) => ({ name, cursor: FIRST })),
    getNextPageParam: ({ continuing }) => (continuing.length > 0 ? continuing : undefined),
  });
