import { expect, test, type Page } from '@playwright/test';
import { appStarted, countReplacedNodes, replacedNodes } from './pageProbes';
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

/** What the page posted to its workers, recorded by an init script. */
type WithWorkerMessages = Window & { workerMessages?: unknown[] };

/** Every API call the browser makes, by path and query. */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(url.pathname + url.search);
  });
  return calls;
}

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
      // The app starts after the first paint, in steps (no network): a click before it is plain HTML's.
      await appStarted(page);
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

  test("a worker formats once in the page's language, so the locale's data is loaded, then ends", async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const started: string[] = [];
    const ended: string[] = [];
    page.on('worker', (worker) => {
      started.push(worker.url());
      worker.on('close', () => ended.push(worker.url()));
    });
    await page.addInitScript(() => {
      const sent: unknown[] = ((window as WithWorkerMessages).workerMessages = []);
      const post = Worker.prototype.postMessage;
      Worker.prototype.postMessage = function (this: Worker, message: unknown) {
        sent.push(message);
        post.call(this, message);
      };
    });
    const isWarmUp = (url: string) => new URL(url).pathname.startsWith('/intl-warm-up.');
    const firstWarmUp = page.waitForEvent('worker', (worker) => isWarmUp(worker.url()));
    await page.goto('/');
    await firstWarmUp;
    await appStarted(page);
    const warmUps = started.filter(isWarmUp);
    expect(warmUps).toHaveLength(1);
    // It formats in the page's language, and is done with it (the page's first format is then cheap).
    expect(await page.evaluate(() => (window as WithWorkerMessages).workerMessages)).toContain(
      await page.evaluate(() => document.documentElement.lang),
    );
    await expect.poll(() => ended).toEqual(warmUps);
    expect(errors).toEqual([]);
  });

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
