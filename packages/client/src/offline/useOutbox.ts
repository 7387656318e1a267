import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { diaryKeys } from '../diary/diaryKeys';
import { useSignedInUserId } from '../useSignedInUserId';
import { watchlistKey } from '../watchlist/watchlistKey';
import { onOutboxChange, queuedWrites, replayOutbox } from './outbox';

/** The first wait before sending again changes that got no answer, doubled each time up to the most. */
const RETRY_FIRST_MS = 2_000;
const RETRY_MAX_MS = 30_000;

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
 * browser is back online (again and again while some get no answer), then the watchlist and diary are
 * asked for again.
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
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const replay = async (nextDelay: number) => {
      const sent = await replayOutbox(userId);
      if (sent > 0) {
        void queryClient.invalidateQueries({ queryKey: watchlistKey(userId) });
        void queryClient.invalidateQueries({ queryKey: diaryKeys.all });
      }
      // Changes still waiting got no answer: the browser says it is online before the network (or the
      // server) is back, so it is tried again, less and less often, until they are sent.
      if (stopped || queuedWrites(userId).length === 0) return;
      retry = setTimeout(() => void replay(Math.min(nextDelay * 2, RETRY_MAX_MS)), nextDelay);
    };
    void replay(RETRY_FIRST_MS);
    return () => {
      stopped = true;
      clearTimeout(retry);
    };
  }, [userId, online, queryClient]);

  return { waiting };
}
