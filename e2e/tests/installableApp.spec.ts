import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { appStarted, serviceWorkerControls } from './pageProbes';
import { signedInAsNewUser } from './support';

/*
 * Issue 23 §3, the installable app: its manifest and icons, the service worker keeping the lists, film
 * pages and watchlist seen last for offline use, changes made offline sent once back online (and kept
 * once even when sent twice). A remote redeployed while the worker controls the page:
 * remoteRedeploy.redeploy.spec.ts.
 */

// The other specs block service workers (playwright.config.ts); these are about it.
test.use({ serviceWorkers: 'allow' });

const PASSWORD = 'offline-and-back';
const OFFLINE =
  'You are offline. You see what you saw last; changes you make are sent when you are back online.';

/** The signed-in user's id and token, for reading their data through the API. */
async function session(page: Page) {
  return page.evaluate(() => ({
    token: localStorage.getItem('token')!,
    id: (JSON.parse(localStorage.getItem('user')!) as { id: string }).id,
  }));
}

/** Three films of the top rated list. */
async function topRatedFilms(request: APIRequestContext) {
  const answer = await request.get('/api/tmdb/movie/top_rated');
  const [first, second, third] = ((await answer.json()) as { results: { id: number; title: string }[] })
    .results;
  return [first!, second!, third!] as const;
}

async function apiGet<T>(request: APIRequestContext, url: string, token: string): Promise<T> {
  const answer = await request.get(url, { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as T;
}

test('the manifest, its icons and the service worker are served as an installable app needs', async ({
  request,
}) => {
  const page = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
  // The built page is minified: attribute quotes are optional.
  expect(page).toMatch(/<link rel="?manifest"? href="?\/manifest\.webmanifest"?/);
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  const body = (await manifest.json()) as {
    display: string;
    start_url: string;
    icons: { src: string; purpose: string; sizes: string }[];
  };
  expect(body).toMatchObject({ name: 'Marquee', display: 'standalone', start_url: '/' });
  expect(body.icons.map((icon) => icon.purpose).sort()).toEqual(['any', 'any', 'maskable']);
  for (const icon of body.icons) {
    const image = await request.get(icon.src);
    expect(image.headers()['content-type']).toBe('image/png');
    // A PNG's width and height are in its IHDR chunk.
    const bytes = await image.body();
    expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`).toBe(icon.sizes);
  }
  const worker = await request.get('/sw.js');
  expect(worker.headers()['content-type']).toContain('javascript');
  // Revalidated on every check, so a new release's worker is found on the next visit.
  expect(worker.headers()['cache-control']).toBe('no-cache');
});

/** Seen by the app: its code and data fetched, not only the server's first screen painted. */
async function seenByTheApp(page: Page): Promise<void> {
  await appStarted(page);
  await page.waitForLoadState('networkidle');
}

test('offline, the app opens to the lists, film pages and watchlist seen last', async ({
  page,
  context,
  request,
}) => {
  await signedInAsNewUser(page, 'Commuter', PASSWORD);
  await serviceWorkerControls(page);
  const [film, other, unseen] = await topRatedFilms(request);
  const hero = page.locator('header', { has: page.getByRole('heading', { level: 1 }) });

  // Online: a film put on the watchlist, another film's page, the watchlist and the home page seen.
  await page.goto(`/movie/${film.id}`);
  await hero.getByRole('button', { name: 'Add to Watchlist' }).click();
  await expect(hero.getByRole('button', { name: 'Remove from Watchlist' })).toHaveAttribute(
    'aria-busy',
    'false',
  );
  await page.goto(`/movie/${other.id}`);
  await expect(page.getByRole('heading', { level: 1, name: other.title })).toBeVisible();
  await seenByTheApp(page);
  await page.goto('/watchlist');
  await expect(page.getByRole('list', { name: 'My Watchlist' }).getByRole('listitem')).toHaveCount(1);
  await page.goto('/');
  await expect(
    page.getByRole('list', { name: 'Trending This Week' }).getByRole('listitem').first(),
  ).toBeVisible();
  await seenByTheApp(page);

  await context.setOffline(true);
  // The worker's own fetches are offline too: an answer it never kept cannot be had.
  const unseenAnswer = await page.evaluate(
    (id) =>
      fetch(`/api/tmdb/movie/${id}`).then(
        (answer) => answer.status,
        () => 'no answer',
      ),
    unseen.id,
  );
  expect(unseenAnswer).toBe('no answer');

  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Trending This Week' }).getByRole('listitem').first(),
  ).toBeVisible();
  await page.goto('/watchlist');
  await expect(page.getByRole('list', { name: 'My Watchlist' }).getByRole('listitem')).toContainText([
    film.title,
  ]);
  await page.goto(`/movie/${other.id}`);
  await expect(page.getByRole('heading', { level: 1, name: other.title })).toBeVisible();
});

test('changes made offline wait on the device and are sent once back online, kept once', async ({
  page,
  context,
  request,
}) => {
  await signedInAsNewUser(page, 'Rider', PASSWORD);
  await serviceWorkerControls(page);
  const [film] = await topRatedFilms(request);
  const hero = page.locator('header', { has: page.getByRole('heading', { level: 1 }) });
  await page.goto(`/movie/${film.id}`);
  await expect(hero.getByText('Not watched yet')).toBeVisible();
  await expect(hero.getByRole('button', { name: 'Add to Watchlist' })).toBeVisible();

  // The connection drops while the film's page is open: the film goes on the watchlist and in the diary
  // at once, and both changes wait.
  await context.setOffline(true);
  await hero.getByRole('button', { name: 'Add to Watchlist' }).click();
  await expect(hero.getByRole('button', { name: 'Remove from Watchlist' })).toBeVisible();
  await hero.getByRole('button', { name: 'Mark as Watched' }).click();
  const dialog = page.getByRole('dialog', { name: `Log ${film.title}` });
  await dialog.getByLabel('Date watched').fill('2026-01-10');
  await dialog.getByRole('button', { name: 'Log Film' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: '2 changes waiting to be sent.' })).toBeVisible();

  // Closing the app loses nothing: the changes still wait after a reload.
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: '2 changes waiting to be sent.' })).toBeVisible();
  // As if an earlier replay's answers had been lost: each change waits twice.
  await page.evaluate(() => {
    const waiting = localStorage.getItem('outbox')!;
    localStorage.setItem('outbox', JSON.stringify([...JSON.parse(waiting), ...JSON.parse(waiting)]));
  });

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'waiting to be sent' })).toBeHidden();
  const { id, token } = await session(page);
  const { watchlist } = await apiGet<{ watchlist: { movieId: string }[] }>(
    request,
    `/api/users/${id}/watchlist`,
    token,
  );
  expect(watchlist.map((item) => item.movieId)).toEqual([String(film.id)]);
  const { entries } = await apiGet<{ entries: { movieId: string; watchedOn: string }[] }>(
    request,
    `/api/users/${id}/diary`,
    token,
  );
  expect(entries.map(({ movieId, watchedOn }) => ({ movieId, watchedOn }))).toEqual([
    { movieId: String(film.id), watchedOn: '2026-01-10' },
  ]);
  await page.reload();
  await expect(hero.getByText('Watched once, last on Jan 10, 2026')).toBeVisible();
});

test('signing out deletes the API answers kept for offline use', async ({ page }) => {
  await signedInAsNewUser(page, 'Sharer', PASSWORD);
  await serviceWorkerControls(page);
  await page.goto('/watchlist');
  await expect(page.getByRole('heading', { level: 1, name: 'My Watchlist' })).toBeVisible();
  const keptFor = () =>
    page.evaluate(async () => {
      const cache = await caches.open('marquee-api');
      return (await cache.keys())
        .map((request) => new URL(request.url).pathname)
        .filter((p) => p.includes('/watchlist'));
    });
  await expect.poll(keptFor).not.toEqual([]);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect.poll(keptFor).toEqual([]);
});
