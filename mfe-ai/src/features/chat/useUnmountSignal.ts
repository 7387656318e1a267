import { useCallback, useEffect, useRef } from 'react';

/**
 * The signal of calls that should stop when the component goes (an answer still streaming into a closed
 * conversation). Read it when a call starts, after mounting; made in the effect so that React's
 * development double mount does not leave it aborted.
 */
export function useUnmountSignal(): () => AbortSignal {
  const controller = useRef<AbortController>(null);
  useEffect(() => {
    const mounted = new AbortController();
    controller.current = mounted;
    return () => mounted.abort();
  }, []);
  return useCallback(() => controller.current?.signal ?? AbortSignal.abort(), []);
}
