import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

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
function waitForIdle(listener: () => void): () => void {
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
  return () => {
    listeners.delete(listener);
  };
}

// Read once per render, never subscribed to: a store's change re-renders its readers at once, in one
// task, which is what the wait is for avoiding.
const neverChanges = () => () => undefined;
const idleNow = () => idle;
const notIdleOnServer = () => false;

/**
 * False until the browser has had a quiet moment after the page's first paint: work that is not needed for
 * that paint (other remotes' widgets, the sections and images below the fold) must not compete with it.
 * One wait per page load: what mounts later (the next page of a grid, another route) is not held back.
 */
export function useBrowserIdle(): boolean {
  // The server's render and the browser's hydration both see "not idle", so they match; a component
  // mounted after the wait sees "idle" in its first render.
  const idleAtRender = useSyncExternalStore(neverChanges, idleNow, notIdleOnServer);
  const [becameIdle, setBecameIdle] = useState(false);
  useEffect(() => {
    if (idleAtRender) return undefined;
    // What waits for this is the long rest of a page: it renders in one transition, in slices that let
    // the browser answer input between them.
    const show = () => startTransition(() => setBecameIdle(true));
    if (idle) {
      show();
      return undefined;
    }
    return waitForIdle(show);
  }, [idleAtRender]);
  return idleAtRender || becameIdle;
}

/** Tests only: back to a page that has not been idle yet. */
export function resetBrowserIdle(): void {
  idle = false;
  scheduled = false;
  page += 1;
}
