import { Suspense, use, useId, useSyncExternalStore, type ReactNode } from 'react';
import { hydrationWait, WAIT_ATTRIBUTE } from './hydrationWaits';

const neverChanges = () => () => undefined;
const rendering = () => false;
const hydrating = () => true;

/**
 * Suspends while React hydrates the server's HTML of `children` until that content is near or reached
 * (hydrationWaits.ts); the server's HTML stays on screen meanwhile, its links working. React reads the
 * server snapshot only while hydrating, so a client render (a later page, a signed-in visitor's first
 * one) shows the content at once; on the server there is no page to find the content in.
 */
function HydrationGate({ id, children }: { id: string; children: ReactNode }) {
  const fromServer = useSyncExternalStore(neverChanges, rendering, hydrating);
  const wait = fromServer && typeof document !== 'undefined' ? hydrationWait(id) : undefined;
  if (wait) use(wait);
  return children;
}

interface HydrateWhenNearProps {
  /** The element that holds the content (its box is what comes near the viewport). */
  as: 'li' | 'div';
  children: ReactNode;
}

/**
 * Server-rendered content below the first screen that hydrates when it is about to be seen or used, or
 * once the page is idle, instead of in the page's first hydration: fewer components hydrate (and commit)
 * in the tasks that follow the first paint.
 *
 * A component that renders this must be memoised with props that stay the same: new children reaching
 * content that has not hydrated yet make React hydrate it at once, or render it afresh.
 */
export function HydrateWhenNear({ as: Element, children }: HydrateWhenNearProps) {
  const id = useId();
  return (
    <Element {...{ [WAIT_ATTRIBUTE]: id }}>
      <Suspense fallback={null}>
        <HydrationGate id={id}>{children}</HydrationGate>
      </Suspense>
    </Element>
  );
}
