import { expect, test, type Route } from '@playwright/test';
import { collectConsoleErrors, countReactRenderers, popularCatalogFilm, reactRenderers } from './support';

/**
 * Each route of the product, the remote module that renders it, and the page's heading. The film's
 * sub-pages (/movie/:id/cast, ...) are left out: they open only from the detail page for a signed-in
 * visitor (subPages.tmdb.spec.ts).
 */
const routes = [
  ['/', 'mfe_browse', 'HomePage'],
  ['/category/popular', 'mfe_browse', 'CategoryPage'],
  ['/top-rated', 'mfe_browse', 'TopRatedPage'],
  ['/genres', 'mfe_browse', 'GenresPage'],
  ['/search?q=alien', 'mfe_browse', 'SearchPage'],
  ['/movie/{film}', 'mfe_movie', 'MovieDetailPage'],
  ['/watchlist', 'mfe_account', 'WatchlistPage'],
  ['/login', 'mfe_account', 'LoginPage'],
  ['/register', 'mfe_account', 'RegisterPage'],
  ['/profile', 'mfe_account', 'ProfilePage'],
  ['/email-verified?success=true', 'mfe_account', 'EmailVerifiedPage'],
  ['/resend-verification', 'mfe_account', 'ResendVerificationPage'],
  ['/forgot-password', 'mfe_account', 'ForgotPasswordPage'],
  ['/reset-password?token=abc', 'mfe_account', 'ResetPasswordPage'],
  ['/admin', 'mfe_admin', 'AdminPage'],
  ['/ai-features', 'mfe_ai', 'AiFeaturesPage'],
] as const;

test('every route renders its remote, with one React for the whole app', async ({ page, request }) => {
  const film = String((await popularCatalogFilm(request)).id);
  const errors = collectConsoleErrors(page);
  await countReactRenderers(page);
  await page.goto('/');
  await expect(page.getByTestId('page-mfe_browse-HomePage')).toBeVisible();

  // Client-side navigation through every remote, so all five are loaded into the same page.
  for (const [route, remote, module] of routes) {
    const path = route.replace('{film}', film);
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page.getByTestId(`page-${remote}-${module}`), path).toBeVisible();
  }

  expect(await reactRenderers(page)).toBe(1);
  expect(errors).toEqual([]);
});

test('a deep link loads directly, and an unknown path shows the not-found page', async ({
  page,
  request,
}) => {
  const film = (await popularCatalogFilm(request)).id;
  // A guest on a film's sub-page is sent to sign in: the sub-page's code ran from the deep link.
  await page.goto(`/movie/${film}/photos`);
  await expect(page.getByTestId('page-mfe_account-LoginPage')).toBeVisible();
  await page.goto(`/movie/${film}`);
  await page.reload();
  await expect(page.getByTestId('page-mfe_movie-MovieDetailPage')).toBeVisible();
  await page.goto('/no/such/page');
  await expect(page.getByTestId('page-shell-NotFound')).toBeVisible();
});

test('a remote that is down shows a contained fallback while the rest keeps working', async ({ page }) => {
  // The remotes list comes inline in the page and from /remotes.json (read again on Retry): move mfe_admin
  // in both to port 9 (discard) on loopback, where nothing listens and the connection is refused.
  const adminDown = async (route: Route) => {
    const response = await route.fetch();
    const body = (await response.text()).replaceAll(
      '/remotes/mfe-admin/mf-manifest.json',
      'http://127.0.0.1:9/mf-manifest.json',
    );
    await route.fulfill({ response, body });
  };
  await page.route('**/remotes.json', adminDown);
  await page.route('**/admin', adminDown);

  await page.goto('/admin');
  const fallback = page.getByTestId('remote-fallback');
  await expect(fallback).toBeVisible();
  await expect(fallback.getByRole('button', { name: /retry/i })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Genres' }).click();
  await expect(page.getByTestId('page-mfe_browse-GenresPage')).toBeVisible();
  await expect(fallback).toBeHidden();
});

test('the API and the front ends share one origin with the right caching', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(health.ok()).toBe(true);
  expect(await health.json()).toEqual({ status: 'ok' });

  const manifest = await request.get('/remotes.json');
  expect(manifest.headers()['cache-control']).toContain('no-cache');
  const { remotes } = await manifest.json();
  expect(remotes.map((remote: { name: string }) => remote.name).sort()).toEqual([
    'mfe_account',
    'mfe_admin',
    'mfe_ai',
    'mfe_browse',
    'mfe_movie',
  ]);
  const entry = await request.get('/remotes/mfe-browse/remoteEntry.js');
  expect(entry.ok()).toBe(true);
  expect(entry.headers()['cache-control']).toContain('no-cache');
});

for (const width of [375, 768, 1280]) {
  test(`navigation bar at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/genres');
    await expect(page.getByTestId('page-mfe_browse-GenresPage')).toBeVisible();
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: /marquee/i }).first()).toBeVisible();

    if (width < 1024) {
      // Small screens fold links into a menu: open it, check a link, follow it.
      const menu = banner.getByRole('button', { name: 'Menu' });
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await testInfo.attach(`navbar-${width}-menu`, {
        body: await page.screenshot(),
        contentType: 'image/png',
      });
      await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Login' }).click();
    } else {
      await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Login' }).click();
    }
    await expect(page.getByTestId('page-mfe_account-LoginPage')).toBeVisible();
    await testInfo.attach(`navbar-${width}`, { body: await page.screenshot(), contentType: 'image/png' });
  });
}

test('the search box goes to the search page with the term', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const search = page.getByRole('search').first();
  await search.getByRole('searchbox').fill('blade runner');
  await search.getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(/\/search\?q=blade(\+|%20)runner/);
  await expect(page.getByTestId('page-mfe_browse-SearchPage')).toBeVisible();
});
