import type { AddToWatchlistBody, WatchlistItem, WatchlistResponse } from '@marquee/contracts';
import { apiClient } from '../apiClient';

const watchlistPath = (userId: string) => `/users/${encodeURIComponent(userId)}/watchlist`;

/** The account-synced watchlist calls (docs/product.md §7); each answers the whole list, newest first. */
export async function fetchWatchlist(userId: string, signal?: AbortSignal): Promise<WatchlistItem[]> {
  const answer = await apiClient.get<WatchlistResponse>(watchlistPath(userId), {
    signal,
    fallbackMessage: 'Failed to fetch watchlist',
  });
  return answer.watchlist;
}

export async function addToWatchlist(userId: string, movie: AddToWatchlistBody): Promise<WatchlistItem[]> {
  const answer = await apiClient.post<WatchlistResponse>(watchlistPath(userId), movie, {
    fallbackMessage: 'Failed to add to watchlist',
  });
  return answer.watchlist;
}

export async function removeFromWatchlist(userId: string, movieId: string): Promise<WatchlistItem[]> {
  const answer = await apiClient.delete<WatchlistResponse>(
    `${watchlistPath(userId)}/${encodeURIComponent(movieId)}`,
    { fallbackMessage: 'Failed to remove from watchlist' },
  );
  return answer.watchlist;
}
