import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { PagedListLoader, type FetchPage, type PagedListState } from './pagedListLoader';

export interface PagedList<Item> extends PagedListState<Item> {
  loadMore: () => void;
  retry: () => void;
}

/**
 * A list loaded page by page (every infinite grid and row of the product), starting with the first page.
 * A new `fetchPage` (memoise it on what it depends on, e.g. the filters) starts the list over. While
 * `enabled` is false nothing is requested and the list reports itself loading.
 */
export function usePagedList<Item extends { id: number }>(
  fetchPage: FetchPage<Item>,
  { enabled = true }: { enabled?: boolean } = {},
): PagedList<Item> {
  const loader = useMemo(() => new PagedListLoader(fetchPage), [fetchPage]);
  const state = useSyncExternalStore(loader.subscribe, loader.getState, loader.getState);

  useEffect(() => {
    if (!enabled) return;
    loader.loadMore();
    return () => loader.stop();
  }, [loader, enabled]);

  // The first page starts in an effect, after the first paint: report it as loading from the start, so
  // that paint already shows skeletons instead of an empty list that the skeletons then push around.
  const firstPagePending = state.page === 0 && state.error === null;
  return {
    ...state,
    loading: state.loading || firstPagePending,
    loadMore: loader.loadMore,
    retry: loader.retry,
  };
}
