import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { takePendingWatchlistItem } from './pendingWatchlistItem';
import { addToWatchlistMutation } from './watchlistMutations';
import { watchlistQuery } from './watchlistQuery';

/**
 * What follows a sign-in (or opening the app signed in): the account's list is loaded, then the film a guest
 * picked before signing in joins it and is forgotten (docs/product.md §2, Login). A failure of either shows
 * where the list is shown; it does not stop the session.
 */
export async function openWatchlistSession(queryClient: QueryClient, userId: string): Promise<void> {
  await queryClient.prefetchQuery(watchlistQuery(userId));
  const pending = takePendingWatchlistItem();
  if (!pending) return;
  const adding = new MutationObserver(queryClient, addToWatchlistMutation(queryClient, userId));
  await adding.mutate(pending).catch(() => undefined);
}
