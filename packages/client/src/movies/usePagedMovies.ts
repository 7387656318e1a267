import { type QueryKey, useInfiniteQuery, type UseInfiniteQueryOptions } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { type MovieList } from './moviePages';

const NO_MOVIES: MovieList['movies'] = [];

/** A paged list of films as the product's grids and rows show it. */
export interface PagedMovies {
  movies: MovieList['movies'];
  /** Known once the first page has arrived. */
  totalResults: number | null;
  /** The first page or the next one is on its way, or the list waits to be enabled. */
  loading: boolean;
  /** Why the last request failed; cleared while it is tried again. */
  error: Error | null;
  /** Every page is loaded. */
  done: boolean;
  /** Asks for the next page unless one is on its way, the last one failed, or none is left. */
  loadMore: () => void;
  /** Asks again for what failed: the next page, or the whole list. */
  retry: () => void;
}

/**
 * One of the movie list queries (movieListInfiniteQuery, discoverInfiniteQuery, ...) for an infinite grid
 * or a row. While `enabled` is false nothing is asked for and, unless the cache holds the list already,
 * it reports itself loading, so the skeletons hold its place.
 */
export function usePagedMovies<Page, Key extends QueryKey, PageParam>(
  options: UseInfiniteQueryOptions<Page, Error, MovieList, Key, PageParam>,
  { enabled = true }: { enabled?: boolean } = {},
): PagedMovies {
  const query = useInfiniteQuery({ ...options, enabled });
  const { hasNextPage, isFetching, isError, isFetchNextPageError, fetchNextPage, refetch } = query;

  // A new function once the list is idle again, so a grid whose end is still in view asks again.
  const loadMore = useCallback(() => {
    // A failed page waits for retry. Not while anything of the list is on its way; a second call before
    // the next render joins the first rather than cancel it and ask again.
    if (hasNextPage && !isError && !isFetching) void fetchNextPage({ cancelRefetch: false });
  }, [hasNextPage, isError, isFetching, fetchNextPage]);
  const retry = useCallback(() => {
    void (isFetchNextPageError ? fetchNextPage() : refetch());
  }, [isFetchNextPageError, fetchNextPage, refetch]);

  const { data, isPending, isFetchingNextPage, isSuccess, error } = query;
  // The same object while nothing changed, so a component that defers or memoises on it can tell.
  return useMemo(
    () => ({
      movies: data?.movies ?? NO_MOVIES,
      totalResults: data?.totalResults ?? null,
      loading: isPending || isFetchingNextPage,
      error: isFetching ? null : error,
      done: isSuccess && !hasNextPage,
      loadMore,
      retry,
    }),
    [data, isPending, isFetchingNextPage, isFetching, error, isSuccess, hasNextPage, loadMore, retry],
  );
}
