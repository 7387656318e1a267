import { useEffect, useRef } from 'react';

/**
 * Loads the next page when the end of a paged list comes within 600 px of the viewport (the list's own
 * "Show more" button does the same by hand). Put the ref on the element after the list.
 */
export function useLoadWhenNear(load: () => void, enabled: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((seen) => seen.some((item) => item.isIntersecting) && load(), {
      rootMargin: '600px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [load, enabled]);
  return ref;
}
