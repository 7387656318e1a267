import { expect, test, type Locator, type Page } from '@playwright/test';
import { collectConsoleErrors, signedInAsNewUser, signIn, verifiedAccount } from './support';

const PASSWORD = 'watch-these-films';

const cardTitle = async (card: Locator) => (await card.getByRole('heading').textContent())!;
const watchlistCards = (page: Page) => page.getByRole('list', { name: 'My Watchlist' }).getByRole('listitem');

const ADD = 'Add to Watchlist';
const REMOVE = 'Remove from Watchlist';

/** Presses the watchlist button inside `scope` and waits for the server's answer (the spinner is gone). */
async function pressWatchlistButton(scope: Locator, label: typeof ADD | typeof REMOVE): Promise<void> {
  await scope.getByRole('button', { name: label }).click();
  const flipped = scope.getByRole('button', { name: label === ADD ? REMOVE : ADD });
  await expect(flipped).toHaveAttribute('aria-busy', 'false');
}

test('a guest picks a film on the home page, signs in and finds it on the watchlist', async ({ page }) => {
  const email = await verifiedAccount(page, 'Guest', PASSWORD);
  // Collected from here on: the local mailbox page used to verify the account is a dev tool, not the product.
  const errors = collectConsoleErrors(page);

  await page.goto('/');
  // Rows below the fold render their cards as they come near the viewport.
  await page.getByRole('region', { name: 'Popular Movies', exact: true }).scrollIntoViewIfNeeded();
  const card = page.getByRole('list', { name: 'Popular Movies' }).getByRole('listitem').first();
  const title = await cardTitle(card);
  await card.getByRole('button', { name: ADD }).click();

  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('returnUrl'))).toBe('/');
  expect(await page.evaluate(() => localStorage.getItem('pendingWatchlistItem'))).toContain(title);

  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  // Back home at the top: the row renders its cards again once it comes near the viewport.
  await page.getByRole('region', { name: 'Popular Movies', exact: true }).scrollIntoViewIfNeeded();
  await expect(card.getByRole('button', { name: REMOVE })).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => localStorage.getItem('pendingWatchlistItem'))).toBeNull();

  await page.goto('/watchlist');
  await expect(watchlistCards(page)).toHaveCount(1);
  await expect(watchlistCards(page).first()).toContainText(title);
  expect(errors).toEqual([]);
});

test('the watchlist page: guest panel, empty state, cards added from a list, Remove', async ({ page }) => {
  const email = await verifiedAccount(page, 'Keeper', PASSWORD);
  const errors = collectConsoleErrors(page);
  await page.goto('/watchlist');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In Required' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/register');
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/watchlist$/); // back where Sign In was pressed
  await expect(page.getByRole('heading', { level: 1, name: 'My Watchlist' })).toBeVisible();
  await expect(page.getByText('Synced with your account')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No movies in watchlist yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse Movies' })).toHaveAttribute('href', '/');

  await page.goto('/top-rated');
  const cards = page.getByRole('list', { name: 'Top Rated' }).getByRole('listitem');
  const first = await cardTitle(cards.nth(0));
  const second = await cardTitle(cards.nth(1));
  await pressWatchlistButton(cards.nth(0), ADD);
  await pressWatchlistButton(cards.nth(1), ADD);
  await expect(page).toHaveURL(/\/top-rated$/); // the button does not open the film
  // Taken off from its card, then added again.
  await pressWatchlistButton(cards.nth(1), REMOVE);
  await pressWatchlistButton(cards.nth(1), ADD);

  await page.goto('/watchlist');
  await expect(watchlistCards(page)).toHaveCount(2);
  const newest = watchlistCards(page).first();
  await expect(newest).toContainText(second); // newest first
  await expect(newest).toContainText(/Added [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await expect(newest.getByRole('link')).toHaveAttribute('href', /^\/movie\/\d+$/);

  await newest.getByRole('button', { name: `Remove ${second}` }).click();
  await expect(watchlistCards(page)).toHaveCount(1);
  await page.reload();
  await expect(watchlistCards(page)).toHaveCount(1);
  await expect(watchlistCards(page).first()).toContainText(first);

  await page.goto('/profile');
  const statistics = page.getByRole('region', { name: 'Statistics' });
  await expect(statistics.locator('div', { hasText: 'Watchlist items' }).locator('dd')).toHaveText('1');
  expect(errors).toEqual([]);
});

test('two tabs of the same account show the same list after a change', async ({ page, context }) => {
  await signedInAsNewUser(page, 'Tabs', PASSWORD);
  await page.goto('/watchlist');
  await expect(page.getByRole('heading', { name: 'No movies in watchlist yet' })).toBeVisible();

  const other = await context.newPage();
  await other.goto('/top-rated');
  const card = other.getByRole('list', { name: 'Top Rated' }).getByRole('listitem').first();
  const title = await cardTitle(card);
  await pressWatchlistButton(card, ADD);

  // The first tab was not touched: the change reaches it through local storage.
  await expect(watchlistCards(page)).toHaveCount(1);
  await expect(watchlistCards(page).first()).toContainText(title);

  await watchlistCards(page)
    .first()
    .getByRole('button', { name: `Remove ${title}` })
    .click();
  await expect(card.getByRole('button', { name: ADD })).toHaveAttribute('aria-pressed', 'false');
});

test('a film is added from its own page', async ({ page, request }) => {
  await signedInAsNewUser(page, 'Detail', PASSWORD);
  const { results } = (await (await request.get('/api/tmdb/movie/popular')).json()) as {
    results: { id: number; title: string }[];
  };
  const film = results[0]!;

  await page.goto(`/movie/${film.id}`);
  await expect(page.getByRole('heading', { level: 1, name: film.title })).toBeVisible();
  const hero = page.getByRole('heading', { level: 1, name: film.title }).locator('xpath=ancestor::header[1]');
  await pressWatchlistButton(hero, ADD);
  await expect(hero.getByRole('button', { name: REMOVE })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/watchlist');
  await expect(watchlistCards(page).first().getByRole('link')).toHaveAttribute('href', `/movie/${film.id}`);
});
