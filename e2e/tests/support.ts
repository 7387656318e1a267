import { type Page } from '@playwright/test';

/**
 * Console messages that mean Module Federation failed to share a singleton: each one would give a
 * remote its own React, jotai store or styled-components registry.
 */
export const DUPLICATE_SINGLETON =
  /Invalid hook call|multiple Jotai instances|several instances of 'styled-components'/i;

/** Collects console errors and uncaught exceptions of a page. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || DUPLICATE_SINGLETON.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Counts the React DOM renderers that start on the page: every copy of react-dom registers itself with
 * the devtools hook, so a second copy loaded by a remote shows up as a second renderer.
 */
export async function countReactRenderers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    const renderers = new Map<number, unknown>();
    w.__reactRenderers = 0;
    w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers,
      supportsFiber: true,
      isDisabled: false,
      inject(renderer: unknown) {
        renderers.set(renderers.size + 1, renderer);
        w.__reactRenderers = renderers.size;
        return renderers.size;
      },
      checkDCE() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      onScheduleFiberRoot() {},
    };
  });
}

export const reactRenderers = (page: Page) =>
  page.evaluate(() => (window as unknown as { __reactRenderers: number }).__reactRenderers);
