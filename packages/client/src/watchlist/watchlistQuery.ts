import type { WatchlistItem } from '@marquee/contracts';
import { queryOptions } from '@tanstack/react-query';
import { fetchWatchlist } from './watchlistApi';
import { watchlistKey } from './watchlistKey';
import { storedWatchlist } from './watchlistStorage';

/**
 * A user's watchlist, newest first. Until the server answers, the list kept in local storage for this user
 * shows (docs/product.md §4); it is a placeholder, never taken for the server's answer.
 */
export function watchlistQuery(userId: string) {
  return queryOptions<WatchlistItem[], Error, WatchlistItem[], ReturnType<typeof watchlistKey>>({
    queryKey: watchlistKey(userId),
    queryFn: ({ signal }) => fetchWatchlist(userId, signal),
    placeholderData: () => storedWatchlist(userId),
  });
}
