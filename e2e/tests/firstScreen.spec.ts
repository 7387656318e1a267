import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from './support';

/*
 * The first screen of home, genres and a film comes in the page's HTML, rendered by the API with the
 * product's own components (docs/architecture.md, "Server rendering"): it is there without JavaScript,
 * and with JavaScript it is hydrated, not rendered again, from the data in the page.
 */

const trendingRow = (page: Page) => page.getByRole('list', { name: 'Trending This Week' });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('home shows its hero, its first row of films, and its links lead to server-rendered pages', async ({
    page,
  }) => {
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Trending now' });
    const slide = hero.locator('[data-testid="hero-slide"]:not([aria-hidden="true"])');
    await expect(slide.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(slide.locator('img').first()).toBeVisible();
    const cards = trendingRow(page).getByRole('listitem');
    await expect(cards.first().getByRole('heading', { level: 3 })).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(5);

    // A card is a plain link to its film's page, which has its first screen too.
    const title = (await cards.first().getByRole('heading', { level: 3 }).textContent())!;
    await cards.first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/movie\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('main img').first()).toBeVisible();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Genres' }).click();
    await expect(page).toHaveURL(/\/genres$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Discover Movies by Genre' })).toBeVisible();
    await expect(page.locator('main a[href^="/movie/"] img').first()).toBeVisible();
    await expect(page.getByText('needs JavaScript')).toHaveCount(0);
  });
});

/** Every API call the browser makes, by path and query. */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(url.pathname + url.search);
  });
  return calls;
}

/** Counts the nodes taken out of the page's root: hydration keeps the server's, a fresh render replaces them. */
async function countReplacedNodes(page: Page): Promise<void> {
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
const replacedNodes = (page: Page) =>
  page.evaluate(() => (window as unknown as { __replaced: number }).__replaced);

test.describe('with JavaScript', () => {
  for (const { name, url, firstRequest } of [
    { name: 'home', url: '/', firstRequest: '/api/tmdb/trending/movie/week?page=1' },
    { name: 'genres', url: '/genres', firstRequest: '/api/tmdb/discover/movie?page=1' },
  ]) {
    test(`${name} is hydrated from the data in the page: no second fetch, no hydration error`, async ({
      page,
    }) => {
      const errors = collectConsoleErrors(page);
      const calls = apiCalls(page);
      await countReplacedNodes(page);
      await page.goto(url);
      // Hydrated: the page reacts (client-side navigation to the film of the first card).
      const firstCard = page.locator('main a[href^="/movie/"]').first();
      await expect(firstCard).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(calls.filter((call) => call.startsWith(firstRequest))).toEqual([]);
      expect(await replacedNodes(page)).toBe(0);

      const documents: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'document') documents.push(request.url());
      });
      await firstCard.click();
      await expect(page).toHaveURL(/\/movie\/\d+$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(documents).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test("a film's page is hydrated from the data in the page", async ({ page, request }) => {
    const home = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
    const id = /href="\/movie\/(\d+)"/.exec(home)![1];
    const errors = collectConsoleErrors(page);
    const calls = apiCalls(page);
    await countReplacedNodes(page);
    await page.goto(`/movie/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Hydrated: the rest of the page renders after the first screen.
    await expect(page.getByRole('heading', { level: 2, name: 'Fun Facts' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(calls.filter((call) => call.startsWith(`/api/tmdb/movie/${id}?`))).toEqual([]);
    expect(await replacedNodes(page)).toBe(0);
    expect(errors).toEqual([]);
  });
});

test.describe('a remote redeployed through /remotes.json', () => {
  const repo = path.resolve(__dirname, '../..');
  const browseDist = path.join(repo, 'mfe-browse', 'dist');
  const release = `release-e2e-${process.pid}`;
  const marker = 'Marquee: what to watch (redeployed)';

  test.afterEach(() => fs.rmSync(path.join(browseDist, release), { recursive: true, force: true }));

  test('is rendered by the server in its new version, without restarting the API', async ({
    page,
  }, testInfo) => {
    // The new release: the same build with another heading, in a folder of its own under what the API
    // serves at /remotes/mfe-browse/ (compressed copies left out: they would hold the old text).
    const target = path.join(browseDist, release);
    const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-release-'));
    fs.cpSync(browseDist, staging, {
      recursive: true,
      filter: (source) => !/^release-e2e-|\.(br|gz)$/.test(path.basename(source)),
    });
    fs.cpSync(staging, target, { recursive: true });
    fs.rmSync(staging, { recursive: true, force: true });
    for (const file of fs.readdirSync(target, { recursive: true, encoding: 'utf8' })) {
      const full = path.join(target, file);
      if (!file.endsWith('.js') || !fs.statSync(full).isFile()) continue;
      const code = fs.readFileSync(full, 'utf8');
      if (code.includes('Marquee: what to watch')) {
        fs.writeFileSync(full, code.replaceAll('Marquee: what to watch', marker));
      }
    }

    // serve.mjs gives the API this file as REMOTES_MANIFEST_FILE.
    const port = new URL(testInfo.project.use.baseURL!).port;
    const remotesFile = path.join(os.tmpdir(), `marquee-e2e-remotes-${port}.json`);
    const before = fs.readFileSync(remotesFile, 'utf8');
    const remotes = JSON.parse(before) as { remotes: { name: string; entry: string }[] };
    const browse = remotes.remotes.find((remote) => remote.name === 'mfe_browse')!;
    browse.entry = `/remotes/mfe-browse/${release}/mf-manifest.json`;
    fs.writeFileSync(remotesFile, JSON.stringify(remotes));
    try {
      const html = await (await page.request.get('/', { headers: { accept: 'text/html' } })).text();
      expect(html).toContain(`>${marker}</h1>`);

      // And the browser hydrates it with the same release's code, without an error.
      const errors = collectConsoleErrors(page);
      await countReplacedNodes(page);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: marker })).toBeAttached();
      await expect(trendingRow(page).getByRole('listitem').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await replacedNodes(page)).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      fs.writeFileSync(remotesFile, before);
    }
  });
});
