import {
  clearWatchlist,
  isAuthenticatedAtom,
  marqueeStore,
  openWatchlistSession,
  userAtom,
} from '@marquee/client';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';

const options = { store: marqueeStore };

/**
 * Keeps the watchlist with the session (mounted once by the shell): signing in (or opening the app signed
 * in) loads the account's list and adds the film a guest picked before signing in; signing out clears it.
 */
export function useWatchlistSession(): void {
  const isAuthenticated = useAtomValue(isAuthenticatedAtom, options);
  const userId = useAtomValue(userAtom, options)?.id;
  const signedInAs = isAuthenticated ? userId : undefined;

  useEffect(() => {
    if (signedInAs) void openWatchlistSession();
    else clearWatchlist();
  }, [signedInAs]);
}
