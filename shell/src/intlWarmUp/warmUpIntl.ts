/**
 * The first `Intl` number or date format of a page loads ICU's data for its locale: about 50 ms of the
 * main thread of a slow 2-core host, in the middle of hydration. ICU keeps that data for the whole renderer
 * process, so a worker that formats first leaves the page's own first format at well under a millisecond.
 * Started before anything else, it is done long before hydration.
 */
export function warmUpIntl(language: string): void {
  if (typeof Worker === 'undefined') return;
  let worker: Worker;
  try {
    worker = new Worker(new URL('./intlWarmUp.worker.ts', import.meta.url), { name: 'intl-warm-up' });
  } catch {
    // A browser that refuses the worker (a policy, a privacy mode): the page formats on its own, as before.
    return;
  }
  const done = () => worker.terminate();
  worker.onmessage = done;
  worker.onerror = done;
  worker.postMessage(language);
}
