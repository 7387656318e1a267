import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { marqueeStore } from '../store';
import {
  watchlistErrorAtom,
  watchlistItemsAtom,
  watchlistLoadingAtom,
  watchlistSyncedAtom,
} from './watchlistState';

// The actions write to the shared store, so the hook reads that store whatever Provider is around it.
const options = { store: marqueeStore };

/** The signed-in user's watchlist and its state, for rendering; change it with the watchlist actions. */
export function useWatchlist() {
  const items = useAtomValue(watchlistItemsAtom, options);
  const isLoading = useAtomValue(watchlistLoadingAtom, options);
  const error = useAtomValue(watchlistErrorAtom, options);
  const isBackendSync = useAtomValue(watchlistSyncedAtom, options);
  const isInWatchlist = useCallback(
    (movieId: string | number) => items.some((item) => item.movieId === String(movieId)),
    [items],
  );
  return { items, isLoading, error, isBackendSync, isInWatchlist };
}
