import { useSignedInUserId } from '@marquee/client';
import { useEffect, useRef } from 'react';
import { CACHE_NAMES } from '../../serviceWorker/cacheNames';

/**
 * When the signed-in user signs out or another signs in, the API answers the service worker kept for
 * offline use are deleted: on a shared device, nobody finds the last account's watchlist or diary.
 */
export function useForgetAnswersOnSignOut(): void {
  const userId = useSignedInUserId();
  const previous = useRef(userId);
  useEffect(() => {
    if (previous.current !== undefined && previous.current !== userId && 'caches' in window) {
      void caches.delete(CACHE_NAMES.api);
    }
    previous.current = userId;
  }, [userId]);
}
