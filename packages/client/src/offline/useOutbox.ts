import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { diaryKeys } from '../diary/diaryKeys';
import { useSignedInUserId } from '../useSignedInUserId';
import { watchlistKey } from '../watchlist/watchlistKey';
import { onOutboxChange, queuedWrites, replayOutbox } from './outbox';

function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the browser says it is online (true on the server, which renders the online page). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * The signed-in user's changes waiting to be sent; they are sent when the page opens and whenever the
 * browser is back online, then the watchlist and diary are asked for again.
 */
export function useOutbox(): { waiting: number } {
  const userId = useSignedInUserId();
  const online = useOnline();
  const queryClient = useQueryClient();
  const [waiting, setWaiting] = useState(0);

  useEffect(() => {
    if (!userId) return setWaiting(0);
    const count = () => setWaiting(queuedWrites(userId).length);
    count();
    return onOutboxChange(count);
  }, [userId]);

  useEffect(() => {
    if (!userId || !online) return;
    void replayOutbox(userId).then((sent) => {
      if (sent === 0) return;
      void queryClient.invalidateQueries({ queryKey: watchlistKey(userId) });
      void queryClient.invalidateQueries({ queryKey: diaryKeys.all });
    });
  }, [userId, online, queryClient]);

  return { waiting };
}
