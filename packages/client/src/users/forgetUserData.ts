import type { QueryClient } from '@tanstack/react-query';
import { clearStoredWatchlist } from '../watchlist/watchlistStorage';

/**
 * After a sign-out (or another account signing in): nothing that was `userId`'s stays, neither in the
 * cache (every key of a user's answers names the user: docs/architecture.md, "Server state") nor in local
 * storage.
 */
export function forgetUserData(queryClient: QueryClient, userId: string): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey.includes(userId) });
  clearStoredWatchlist();
}
