import type { AddToWatchlistBody, WatchlistItem } from '@marquee/contracts';
import { RESET } from 'jotai/utils';
import { ApiError } from '../apiClient';
import { isAuthenticatedAtom, userAtom } from '../session';
import { marqueeStore as store } from '../store';
import type { WatchlistMovie } from '../remotes/remoteWidgetTypes';
import { takePendingWatchlistItem } from './pendingWatchlistItem';
import { addToWatchlist, fetchWatchlist, removeFromWatchlist } from './watchlistApi';
import { toOptimisticItem, toWatchlistBody } from './watchlistItem';
import {
  storedWatchlistAtom,
  watchlistErrorAtom,
  watchlistItemsAtom,
  watchlistLoadingAtom,
  watchlistSyncedAtom,
} from './watchlistState';

/** How a watchlist change ended: on failure the list is back as it was and `message` says why. */
export type WatchlistChange = { ok: true } | { ok: false; message: string };

// Counts adds and removes, so a load that was sent before one of them does not overwrite its result.
let changesMade = 0;

function signedInUserId(): string | null {
  return store.get(isAuthenticatedAtom) ? (store.get(userAtom)?.id ?? null) : null;
}

/** Changes the stored list of `userId`, unless the session has moved on to someone else meanwhile. */
function updateItems(userId: string, update: (items: WatchlistItem[]) => WatchlistItem[]): void {
  if (signedInUserId() !== userId) return;
  const stored = store.get(storedWatchlistAtom);
  store.set(storedWatchlistAtom, { userId, items: update(stored?.userId === userId ? stored.items : []) });
}

function failure(error: unknown, fallback: string): { ok: false; message: string } {
  const message = error instanceof ApiError ? error.message : fallback;
  store.set(watchlistErrorAtom, message);
  return { ok: false, message };
}

const notSignedIn = { ok: false, message: 'Please sign in to use your watchlist' } as const;

export function isInWatchlist(movieId: string | number): boolean {
  const id = String(movieId);
  return store.get(watchlistItemsAtom).some((item) => item.movieId === id);
}

// The load under way, so a second ask for the same user (the shell on sign-in and the page it opens on)
// joins it instead of fetching the list again.
let loadInFlight: { userId: string; done: Promise<void> } | null = null;

/**
 * Fetches the signed-in user's list; success marks it synced with the account, failure clears the mark.
 * Asked again while a load for the same user is under way, it waits for that one.
 */
export function loadWatchlist(): Promise<void> {
  const userId = signedInUserId();
  if (!userId) return Promise.resolve();
  if (loadInFlight?.userId === userId) return loadInFlight.done;
  const done = fetchList(userId).finally(() => {
    if (loadInFlight?.done === done) loadInFlight = null;
  });
  loadInFlight = { userId, done };
  return done;
}

async function fetchList(userId: string): Promise<void> {
  const changesBefore = changesMade;
  store.set(watchlistLoadingAtom, true);
  store.set(watchlistErrorAtom, null);
  try {
    const items = await fetchWatchlist(userId);
    if (changesMade === changesBefore) updateItems(userId, () => items);
    store.set(watchlistSyncedAtom, true);
  } catch (error) {
    store.set(watchlistSyncedAtom, false);
    failure(error, 'Failed to fetch watchlist');
  } finally {
    store.set(watchlistLoadingAtom, false);
  }
}

async function addItem(body: AddToWatchlistBody): Promise<WatchlistChange> {
  const userId = signedInUserId();
  if (!userId) return notSignedIn;
  changesMade += 1;
  store.set(watchlistErrorAtom, null);
  const alreadyListed = isInWatchlist(body.movieId);
  if (!alreadyListed) updateItems(userId, (items) => [toOptimisticItem(body), ...items]);
  try {
    const items = await addToWatchlist(userId, body);
    updateItems(userId, () => items);
    return { ok: true };
  } catch (error) {
    if (!alreadyListed) updateItems(userId, (items) => items.filter((item) => item.movieId !== body.movieId));
    return failure(error, 'Failed to add to watchlist');
  }
}

/** Adds a film at once, then takes the server's list; a failed add is taken back. */
export function addMovieToWatchlist(movie: WatchlistMovie): Promise<WatchlistChange> {
  return addItem(toWatchlistBody(movie));
}

/** Removes a film at once, then takes the server's list; a failed removal puts it back where it was. */
export async function removeMovieFromWatchlist(movieId: string | number): Promise<WatchlistChange> {
  const userId = signedInUserId();
  if (!userId) return notSignedIn;
  const id = String(movieId);
  changesMade += 1;
  store.set(watchlistErrorAtom, null);
  const before = store.get(watchlistItemsAtom);
  const position = before.findIndex((item) => item.movieId === id);
  const removed = before[position];
  if (removed) updateItems(userId, (items) => items.filter((item) => item.movieId !== id));
  try {
    const items = await removeFromWatchlist(userId, id);
    updateItems(userId, () => items);
    return { ok: true };
  } catch (error) {
    if (removed) {
      updateItems(userId, (items) =>
        items.some((item) => item.movieId === id) ? items : items.toSpliced(position, 0, removed),
      );
    }
    return failure(error, 'Failed to remove from watchlist');
  }
}

/**
 * What follows a sign-in (or a page load while signed in): the account's list is loaded, then the film a
 * guest tried to add before signing in joins it and is forgotten.
 */
export async function openWatchlistSession(): Promise<void> {
  await loadWatchlist();
  const pending = takePendingWatchlistItem();
  if (pending) await addItem(pending);
}

/** After a sign-out: nothing of the account's list stays in the store or in local storage. */
export function clearWatchlist(): void {
  store.set(storedWatchlistAtom, RESET);
  store.set(watchlistSyncedAtom, false);
  store.set(watchlistErrorAtom, null);
  store.set(watchlistLoadingAtom, false);
}
