import type { AddToWatchlistBody } from '@marquee/contracts';
import type { WatchlistMovie } from '../remotes/remoteWidgetTypes';
import { storageKeys } from '../storage';
import { isAddToWatchlistBody, toWatchlistBody } from './watchlistItem';

/** Remembers the film a guest tried to add, so it joins the list once they have signed in. */
export function savePendingWatchlistItem(movie: WatchlistMovie): void {
  localStorage.setItem(storageKeys.pendingWatchlistItem, JSON.stringify(toWatchlistBody(movie)));
}

/** The saved film (then forgotten), or null when there is none or it cannot be read. */
export function takePendingWatchlistItem(): AddToWatchlistBody | null {
  const raw = localStorage.getItem(storageKeys.pendingWatchlistItem);
  if (raw === null) return null;
  localStorage.removeItem(storageKeys.pendingWatchlistItem);
  try {
    const value: unknown = JSON.parse(raw);
    return isAddToWatchlistBody(value) ? value : null;
  } catch {
    return null;
  }
}
