/** Marks the server-rendered element whose content waits to hydrate (HydrateWhenNear). */
export const WAIT_ATTRIBUTE = 'data-hydrate-when-near';

/** How near the viewport waiting content hydrates: before it scrolls into view, not as it does. */
const NEAR_MARGIN = '300px';

/** What a visitor does to content that must then work at once. */
const REACHED = ['focusin', 'pointerover', 'pointerdown', 'touchstart'] as const;

/** A wait React can read as over at once: `use` returns at once for a promise marked fulfilled. */
type Wait = Promise<void> & { status?: string; value?: undefined; end(): void };

const waits = new WeakMap<Element, Wait>();

/** The waits that are left end one per idle period, in page order: each hydrates in a short task of its own. */
const idleQueue: Wait[] = [];

function whenIdle(run: () => void) {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 5_000 });
  else window.setTimeout(run, 50);
}

function drain() {
  idleQueue.shift()?.end();
  if (idleQueue.length > 0) whenIdle(drain);
}

/**
 * Content reached ends its wait before React sees the event: listening on the document in the capture
 * phase comes before React's listener on its root, which then hydrates the content synchronously and
 * hands it the event.
 */
function endWaitOfReached(event: Event) {
  const holder = event.target instanceof Element ? event.target.closest(`[${WAIT_ATTRIBUTE}]`) : null;
  if (holder) waits.get(holder)?.end();
}

let listening = false;
function listenForReach() {
  if (listening) return;
  listening = true;
  for (const type of REACHED)
    document.addEventListener(type, endWaitOfReached, { capture: true, passive: true });
}

function startWait(element: Element): Wait {
  let resolve!: () => void;
  const wait = new Promise<void>((settle) => {
    resolve = settle;
  }) as Wait;
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) wait.end();
    },
    { rootMargin: NEAR_MARGIN },
  );
  wait.end = () => {
    if (wait.status === 'fulfilled') return;
    observer.disconnect();
    Object.assign(wait, { status: 'fulfilled', value: undefined });
    resolve();
  };
  observer.observe(element);
  listenForReach();
  // Whatever is not reached first hydrates once the page is idle, so no content stays inert, and an
  // update that reaches it before it hydrates (which React holds until it does) waits briefly at most.
  idleQueue.push(wait);
  if (idleQueue.length === 1) whenIdle(drain);
  return wait;
}

/**
 * The wait of the server-rendered content marked `id`: it ends when the content comes near the viewport,
 * is focused, pointed at or touched, or when its turn comes once the page is idle. One promise per
 * element, so React finds the same one each time it tries to hydrate. None when there is no such element
 * in the page, or no way to tell where it is.
 */
export function hydrationWait(id: string): Promise<void> | undefined {
  // A React id (useId) has neither quotes nor backslashes: quoted, it is a valid selector as it is.
  const element = document.querySelector(`[${WAIT_ATTRIBUTE}="${id}"]`);
  if (!element || typeof IntersectionObserver === 'undefined') return undefined;
  let wait = waits.get(element);
  if (!wait) {
    wait = startWait(element);
    waits.set(element, wait);
  }
  return wait;
}
