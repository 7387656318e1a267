import { useEffect, useState } from 'react';

/** Whether the page is on screen; a hidden tab should not rotate anything. */
function usePageVisible() {
  // The server renders a visible page (there is no document there).
  const [visible, setVisible] = useState(
    () => typeof document === 'undefined' || document.visibilityState !== 'hidden',
  );
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

/**
 * Calls `advance` every `intervalMs` while not paused and the tab is visible. The wait starts over when
 * `current` changes, so a slide the visitor picked by hand gets its full time.
 */
export function useAutoAdvance(advance: () => void, intervalMs: number, paused: boolean, current: number) {
  const visible = usePageVisible();
  useEffect(() => {
    if (paused || !visible) return;
    const timer = window.setTimeout(advance, intervalMs);
    return () => window.clearTimeout(timer);
  }, [advance, intervalMs, paused, visible, current]);
}
