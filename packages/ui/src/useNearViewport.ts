import { startTransition, useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Whether the element has come within `rootMargin` of the viewport yet; once true it stays true. A long
 * page (home: four rows of 20 cards and an endless grid) then spends its first seconds on what is seen.
 * Without IntersectionObserver (old browsers, jsdom) everything counts as near at once.
 */
export function useNearViewport<T extends Element>(rootMargin = '400px'): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  // Far on the server (what is below the first screen is left to the browser), so hydration matches;
  // near at once in a browser that cannot tell.
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        // In a transition: what comes near (a row of cards' controls) renders in slices, not in one task.
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, rootMargin]);

  return [ref, near];
}
