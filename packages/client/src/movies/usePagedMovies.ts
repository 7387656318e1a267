import { type QueryKey, useInfiniteQuery, type UseInfiniteQueryOptions } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type MovieList } from './moviePages';

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

  return {
    movies: query.data?.movies ?? [],
    totalResults: query.data?.totalResults ?? null,
    loading: query.isPending || query.isFetchingNextPage,
    error: isFetching ? null : query.error,
    done: query.isSuccess && !hasNextPage,
    loadMore,
    retry,
  };
}
