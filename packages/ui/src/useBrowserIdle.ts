import { useEffect, useState } from 'react';

/**
 * False until the browser has had a quiet moment after the first paint: work that is not needed for
 * that paint (another remote's widget, the sections below the fold) must not compete with it.
 */
export function useBrowserIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setIdle(true), 0);
    return () => window.clearTimeout(timer);
  }, []);
  return idle;
}
