import { useSyncExternalStore } from 'react';

const REDUCE = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia?.(REDUCE);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/**
 * Whether the reader asked for less motion: nothing then moves by itself (a carousel stays on its slide).
 * The server cannot know, so its render and the hydrating one say no.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(REDUCE).matches ?? false,
    () => false,
  );
}
