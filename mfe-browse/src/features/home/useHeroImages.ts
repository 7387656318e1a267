import { useEffect, useState } from 'react';
import { HERO_NEXT_IMAGE_LEAD_MS, HERO_ROTATION_MS } from './homeConstants';

/**
 * Which hero slides draw their images: the current one; the next one shortly before the carousel moves
 * on, or at once while the visitor is on the carousel (they may move on by hand); and every slide drawn
 * before, so a slide fading out keeps its image. The first paint then fetches one backdrop, not five.
 */
export function useHeroImages(count: number, index: number, visitorOnCarousel: boolean) {
  const next = count === 0 ? 0 : (index + 1) % count;
  const [nextDueFor, setNextDueFor] = useState<number | null>(null);
  // The first film's image is drawn from the start, so the effect below has nothing to add after hydration.
  const [drawn, setDrawn] = useState<ReadonlySet<number>>(() => new Set([index]));
  const nextDue = visitorOnCarousel || nextDueFor === index;

  useEffect(() => {
    const timer = window.setTimeout(() => setNextDueFor(index), HERO_ROTATION_MS - HERO_NEXT_IMAGE_LEAD_MS);
    return () => window.clearTimeout(timer);
  }, [index]);

  useEffect(() => {
    const wanted = nextDue ? [index, next] : [index];
    setDrawn((before) =>
      wanted.every((position) => before.has(position)) ? before : new Set([...before, ...wanted]),
    );
  }, [index, next, nextDue]);

  return (position: number) => position === index || (nextDue && position === next) || drawn.has(position);
}
