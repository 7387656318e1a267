import type { WatchlistItem } from '@marquee/contracts';
import { hashKey, type QueryClient } from '@tanstack/react-query';
import { jsonCodec, localStorageSlot } from '../localStorageSlot';
import { storageKeys } from '../storage';
import { isWatchlistItem } from './watchlistItem';
import { watchlistKey } from './watchlistKey';

/** The list as kept in local storage: tied to its owner, so another account's list never shows. */
interface StoredWatchlist {
  userId: string;
  items: WatchlistItem[];
}

function isStoredWatchlist(value: unknown): value is StoredWatchlist {
  if (typeof value !== 'object' || value === null) return false;
  const { userId, items } = value as Record<string, unknown>;
  return typeof userId === 'string' && Array.isArray(items) && items.every(isWatchlistItem);
}

const slot = localStorageSlot(jsonCodec(isStoredWatchlist));

/** The list stored for `userId`, or undefined when none is (or it is someone else's). */
export function storedWatchlist(userId: string): WatchlistItem[] | undefined {
  const stored = slot.getItem(storageKeys.watchlist, null);
  return stored?.userId === userId ? stored.items : undefined;
}

export function clearStoredWatchlist(): void {
  slot.removeItem(storageKeys.watchlist);
}

/**
 * While `userId` is signed in, their list in the cache is copied to local storage, and a list another tab
 * of the same user stores comes into this tab's cache (docs/product.md §4, Watchlist). Returns the stop.
 */
export function keepWatchlistInStorage(queryClient: QueryClient, userId: string): () => void {
  const key = watchlistKey(userId);
  const hash = hashKey(key);
  const stopWriting = queryClient.getQueryCache().subscribe((event) => {
    const { query } = event;
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (query.queryHash !== hash) return;
    slot.setItem(storageKeys.watchlist, { userId, items: query.state.data as WatchlistItem[] });
  });
  const takeOtherTabsList = (event: StorageEvent) => {
    if (event.storageArea !== localStorage || event.key !== storageKeys.watchlist) return;
    const items = storedWatchlist(userId);
    if (items) queryClient.setQueryData(key, items);
  };
  window.addEventListener('storage', takeOtherTabsList);
  return () => {
    stopWriting();
    window.removeEventListener('storage', takeOtherTabsList);
  };
}
