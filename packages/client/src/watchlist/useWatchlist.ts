import type { WatchlistItem } from '@marquee/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSignedInUserId } from '../useSignedInUserId';
import { watchlistQuery } from './watchlistQuery';

const noItems: WatchlistItem[] = [];

export interface UseWatchlistOptions {
  /** Ask the server again on mount even when the list is fresh (the watchlist page shows the latest). */
  refetchOnMount?: 'always';
}

/**
 * The signed-in user's watchlist for rendering (empty for guests): the items newest first, whether a load is
 * under way, the failed load's message ('' when none), whether the list shown is the server's answer
 * (docs/product.md §4, "synced"), and `isInWatchlist`. Change it with `useAddToWatchlist` / `useRemoveFromWatchlist`.
 */
export function useWatchlist({ refetchOnMount }: UseWatchlistOptions = {}) {
  const userId = useSignedInUserId();
  const query = useQuery({
    ...watchlistQuery(userId ?? ''),
    enabled: userId !== undefined,
    ...(refetchOnMount && { refetchOnMount }),
  });
  const items = (userId !== undefined && query.data) || noItems;
  const isInWatchlist = useCallback(
    (movieId: string | number) => items.some((item) => item.movieId === String(movieId)),
    [items],
  );
  return {
    items,
    isLoading: query.isFetching,
    error: query.error?.message ?? '',
    isSynced: query.isSuccess && !query.isPlaceholderData,
    isInWatchlist,
  };
}
