import { expect, type Page } from '@playwright/test';

/** Waits until the service worker is installed and controls the page. */
export async function serviceWorkerControls(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/**
 * Waits until the app has taken over the page (React's root is made). The server's first screen is painted
 * before the app starts (docs/architecture.md), so until then a click on it is a click on plain HTML;
 * from then on React replays a click that comes while it is still hydrating.
 */
export async function appStarted(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
  );
}

/** Counts the nodes taken out of the page's root: hydration keeps the server's, a fresh render replaces them. */
export async function countReplacedNodes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __replaced: number };
    w.__replaced = 0;
    new MutationObserver((records) => {
      for (const record of records) {
        if ((record.target as Element).id === 'root') w.__replaced += record.removedNodes.length;
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

export const replacedNodes = (page: Page) =>
  page.evaluate(() => (window as unknown as { __replaced: number }).__replaced);
