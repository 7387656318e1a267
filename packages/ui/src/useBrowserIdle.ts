import { useDeferredValue, useSyncExternalStore } from 'react';

let idle = false;
let scheduled = false;
/** Bumped by resetBrowserIdle, so a wait started before it cannot end the next one. */
let page = 0;
const listeners = new Set<() => void>();

function becomeIdle(of: number) {
  if (of !== page) return;
  idle = true;
  listeners.forEach((notify) => notify());
}

/** The first wait starts when the first component asks, i.e. once the page has content on screen. */
function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!scheduled) {
    scheduled = true;
    const of = page;
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => becomeIdle(of), { timeout: 2000 });
    } else {
      window.setTimeout(() => becomeIdle(of), 0);
    }
  }
  return () => listeners.delete(listener);
}

/**
 * False until the browser has had a quiet moment after the page's first paint: work that is not needed for
 * that paint (other remotes' widgets, the sections and images below the fold) must not compete with it.
 * One wait per page load: what mounts later (the next page of a grid, another route) is not held back.
 */
export function useBrowserIdle(): boolean {
  // The server's render and the browser's hydration both see "not idle", so they match.
  const idleNow = useSyncExternalStore(
    subscribe,
    () => idle,
    () => false,
  );
  // What waits for this is the long rest of a page: it renders in the background, in slices that let the
  // browser answer input between them, not in one task as an external store's update would.
  return useDeferredValue(idleNow);
}

/** Tests only: back to a page that has not been idle yet. */
export function resetBrowserIdle(): void {
  idle = false;
  scheduled = false;
  page += 1;
}
