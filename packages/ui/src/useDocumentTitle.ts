import { useEffect } from 'react';

/** Names the browser tab after the page ("Top Rated · Marquee"); the product's name alone without one. */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    document.title = title ? `${title} · Marquee` : 'Marquee';
  }, [title]);
}
