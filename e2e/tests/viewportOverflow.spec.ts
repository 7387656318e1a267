import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminOnPhone, expectNoHorizontalOverflow, pageSettled } from './layoutChecks';
import { popularCatalogFilm } from './support';

// The narrowest phone the product supports: no page may be wider than it (issue 16).
const PHONE = { width: 320, height: 640 };

async function visit(page: Page, path: string) {
  await page.goto(path);
  await pageSettled(page);
  await expectNoHorizontalOverflow(page, path);
}

async function signedOutPaths(request: APIRequestContext): Promise<string[]> {
  const film = await popularCatalogFilm(request);
  return [
    '/',
    '/category/popular',
    '/top-rated',
    '/genres',
    '/genres?q=love&genres=27',
    '/search?q=love',
    '/calendar',
    `/movie/${film.id}`,
    `/movie/${film.id}/cast`,
    `/movie/${film.id}/photos`,
    `/movie/${film.id}/videos`,
    `/movie/${film.id}/reviews`,
    '/ai-features',
    '/watchlist',
    '/login',
    '/register',
    '/forgot-password',
    '/resend-verification',
    '/email-verified?success=true',
    '/reset-password?token=none',
    '/admin',
    '/no/such/page',
  ];
}

test.describe('at 320 px no page is wider than the screen', () => {
  test.use({ viewport: PHONE });

  test('signed out', async ({ page, request }) => {
    for (const path of await signedOutPaths(request)) await visit(page, path);

    // The open filter panel and the open menu.
    await visit(page, '/genres');
    await page.getByRole('button', { name: /^Filters/ }).click();
    await page.getByRole('spinbutton', { name: 'From' }).fill('1990');
    await expect(page.getByRole('region', { name: 'Unapplied filter changes' })).toBeVisible();
    await expectNoHorizontalOverflow(page, '/genres with the filters open');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expectNoHorizontalOverflow(page, 'the open menu');
  });

  test('signed in as an admin', async ({ page, request }) => {
    const film = await popularCatalogFilm(request);
    await adminOnPhone(page, request, PHONE);

    for (const path of ['/', '/watchlist', '/profile', `/movie/${film.id}`, `/movie/${film.id}/reviews`]) {
      await visit(page, path);
    }
    await visit(page, '/admin');
    for (const tab of ['Users', 'Reviews', 'Lists', 'Activity', 'System']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await expect(
        page
          .getByRole('tabpanel')
          .getByRole('table')
          .or(page.getByRole('tabpanel').getByText(/No .* yet/))
          .first(),
      ).toBeVisible();
      await expectNoHorizontalOverflow(page, `/admin, ${tab}`);
    }
    await page.getByRole('button', { name: 'Menu' }).click();
    await expectNoHorizontalOverflow(page, 'the open menu, signed in');
  });
});

// Arabic runs right to left, and its labels are longer: what does not fit sticks out at the left edge.
test.describe('at 320 px in Arabic no page is wider than the screen', () => {
  test.use({ viewport: PHONE, locale: 'ar' });

  test('signed out', async ({ page, request }) => {
    for (const path of await signedOutPaths(request)) await visit(page, path);
  });
});
