import type { AddToWatchlistBody, WatchlistItem, WatchlistResponse } from '@marquee/contracts';
import { apiClient } from '../apiClient';
import { clientText } from '../messages';

const watchlistPath = (userId: string) => `/users/${encodeURIComponent(userId)}/watchlist`;

/** The account-synced watchlist calls (docs/product.md §7); each answers the whole list, newest first. */
export async function fetchWatchlist(userId: string, signal?: AbortSignal): Promise<WatchlistItem[]> {
  const answer = await apiClient.get<WatchlistResponse>(watchlistPath(userId), {
    signal,
    fallbackMessage: clientText('watchlist.loadFailed'),
  });
  return answer.watchlist;
}

export async function addToWatchlist(userId: string, movie: AddToWatchlistBody): Promise<WatchlistItem[]> {
  const answer = await apiClient.post<WatchlistResponse>(watchlistPath(userId), movie, {
    fallbackMessage: clientText('watchlist.addFailed'),
  });
  return answer.watchlist;
}

export async function removeFromWatchlist(userId: string, movieId: string): Promise<WatchlistItem[]> {
  const answer = await apiClient.delete<WatchlistResponse>(
    `${watchlistPath(userId)}/${encodeURIComponent(movieId)}`,
    { fallbackMessage: clientText('watchlist.removeFailed') },
  );
  return answer.watchlist;
}
