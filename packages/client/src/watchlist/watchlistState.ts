import type { WatchlistItem } from '@marquee/contracts';
import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { jsonCodec, localStorageSlot } from '../localStorageSlot';
import { userAtom } from '../session';
import { storageKeys } from '../storage';
import { isWatchlistItem } from './watchlistItem';

/** The list as kept in local storage: tied to its owner, so another account's list never shows. */
export interface StoredWatchlist {
  userId: string;
  items: WatchlistItem[];
}

function isStoredWatchlist(value: unknown): value is StoredWatchlist {
  if (typeof value !== 'object' || value === null) return false;
  const { userId, items } = value as Record<string, unknown>;
  return typeof userId === 'string' && Array.isArray(items) && items.every(isWatchlistItem);
}

// Read on creation (the list shows before the server answers) and kept in step with other tabs.
export const storedWatchlistAtom = atomWithStorage<StoredWatchlist | null>(
  storageKeys.watchlist,
  null,
  localStorageSlot(jsonCodec(isStoredWatchlist)),
  { getOnInit: true },
);

const noItems: WatchlistItem[] = [];

/** The signed-in user's watchlist, newest first; empty for guests and for a list stored by someone else. */
export const watchlistItemsAtom = atom((get) => {
  const stored = get(storedWatchlistAtom);
  const user = get(userAtom);
  return stored !== null && user !== null && stored.userId === user.id ? stored.items : noItems;
});

/** A load of the list from the server is under way. */
export const watchlistLoadingAtom = atom(false);

/** The message of the last failed watchlist call, or null. */
export const watchlistErrorAtom = atom<string | null>(null);

/** The list shown is the one the server last answered (docs/product.md §4, isBackendSync). */
export const watchlistSyncedAtom = atom(false);
