import {
  forgetUserData,
  keepWatchlistInStorage,
  openWatchlistSession,
  useSignedInUserId,
} from '@marquee/client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/**
 * Keeps the watchlist with the session (mounted once by the shell): signing in (or opening the app signed
 * in) loads the account's list, adds the film a guest picked before signing in, and keeps the list in local
 * storage in step with other tabs; signing out (or another account signing in) forgets the previous user's
 * data (docs/product.md §4, Session and Watchlist).
 */
export function useWatchlistSession(): void {
  const queryClient = useQueryClient();
  const userId = useSignedInUserId();
  // Who was signed in before: forgotten on a real change only, not when an effect merely runs again.
  const previousUserId = useRef<string | undefined>(undefined);

  useEffect(() => {
    const previous = previousUserId.current;
    previousUserId.current = userId;
    if (previous !== undefined && previous !== userId) forgetUserData(queryClient, previous);
    if (userId === undefined) return;
    void openWatchlistSession(queryClient, userId);
    return keepWatchlistInStorage(queryClient, userId);
  }, [queryClient, userId]);
}
