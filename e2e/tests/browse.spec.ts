import { expect, test, type Page } from '@playwright/test';
import { appStarted } from './pageProbes';
import { collectConsoleErrors } from './support';

/*
 * The browsing screens against the local catalog (the e2e server's default movie data): about 3,200
 * films, 20 a page; Coming Soon is short enough to scroll to its end.
 */

/** The page numbers the browser asked `path` (under /api/tmdb/) for, in order. */
function pagesRequested(page: Page, path: string): number[] {
  const pages: number[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === `/api/tmdb/${path}`) pages.push(Number(url.searchParams.get('page')));
  });
  return pages;
}

const movieLinks = (scope: ReturnType<Page['locator']>) =>
  scope.locator('a[href^="/movie/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));

test.describe('home', () => {
  test('hero carousel: five trending films, labels, arrows, dots and keys', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Trending now' });
    await expect(hero.getByTestId('hero-slide')).toHaveCount(5);

    const current = hero.locator('[data-testid="hero-slide"]:not([aria-hidden="true"])');
    await expect(current).toHaveCount(1);
    // The slide's facts are the film's own: its rating, and no certification (list data carries none).
    await expect(current.getByRole('img', { name: /^Rated \d+\.\d out of 10$/ })).toBeVisible();
    await expect(current.getByLabel(/^Rated (G|PG|PG-13|R|NC-17)$/)).toHaveCount(0);
    const watchNow = current.getByRole('link', { name: /^Watch Now/ });
    const moreInfo = current.getByRole('link', { name: /^More Info/ });
    const href = await watchNow.getAttribute('href');
    expect(href).toMatch(/^\/movie\/\d+$/);
    await expect(moreInfo).toHaveAttribute('href', href!);

    // The server's hero is on screen before the app starts; its buttons work once it has.
    await appStarted(page);
    await hero.getByRole('button', { name: 'Next film' }).click();
    await expect(current.getByRole('link', { name: /^Watch Now/ })).not.toHaveAttribute('href', href!);
    await expect(hero.getByRole('button', { name: /^Show film 2:/ })).toHaveAttribute('aria-current', 'true');

    await hero.getByRole('button', { name: /^Show film 5:/ }).click();
    await hero.getByRole('button', { name: 'Next film' }).focus();
    await page.keyboard.press('ArrowRight'); // wraps around to the first
    await expect(hero.getByRole('button', { name: /^Show film 1:/ })).toHaveAttribute('aria-current', 'true');

    await current.getByRole('link', { name: /^More Info/ }).click();
    await expect(page).toHaveURL(href!);
    expect(errors).toEqual([]);
  });

  test('rows of 20 films with View All, 400 px scroll buttons and wheel scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    for (const title of ['Trending This Week', 'Popular Movies', 'Top Rated', 'Coming Soon']) {
      const row = page.getByRole('region', { name: title, exact: true });
      // Rows below the fold render their cards as they come near the viewport.
      await row.scrollIntoViewIfNeeded();
      await expect(row.getByRole('list', { name: title }).getByRole('listitem')).toHaveCount(20);
    }
    await page.evaluate(() => window.scrollTo(0, 0));

    const trending = page.getByRole('region', { name: 'Trending This Week' });
    const track = trending.getByTestId('movie-row-track');
    const scrollLeft = () => track.evaluate((element) => element.scrollLeft);
    await expect(trending.getByRole('button', { name: 'Scroll Trending This Week left' })).toBeDisabled();
    await trending.getByRole('button', { name: 'Scroll Trending This Week right' }).click();
    await expect.poll(scrollLeft).toBe(400);
    await trending.getByRole('button', { name: 'Scroll Trending This Week left' }).click();
    await expect.poll(scrollLeft).toBe(0);

    await track.hover();
    await page.mouse.wheel(0, 300);
    await expect.poll(scrollLeft).toBeGreaterThan(0);

    await trending.getByRole('link', { name: 'View all: Trending This Week' }).click();
    await expect(page).toHaveURL('/category/trending');
    await expect(page.getByRole('heading', { level: 1, name: 'Trending This Week' })).toBeVisible();
  });

  test('Discover More merges trending and popular, each film once, and loads page 2 on scroll', async ({
    page,
  }) => {
    const trendingPages = pagesRequested(page, 'trending/movie/week');
    const popularPages = pagesRequested(page, 'movie/popular');
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeHidden();
    // The grid renders (and asks for its first pages) once it comes near the viewport.
    await page.getByRole('heading', { name: 'Discover More' }).scrollIntoViewIfNeeded();
    const discover = page.getByRole('list', { name: 'Discover More' });
    await expect(discover.getByRole('listitem').first()).toBeVisible();

    await discover.getByRole('listitem').last().scrollIntoViewIfNeeded();
    await expect.poll(() => trendingPages.includes(2) && popularPages.includes(2)).toBe(true);
    await expect.poll(async () => (await movieLinks(discover)).length).toBeGreaterThan(20);

    const links = await movieLinks(discover);
    expect(new Set(links).size).toBe(links.length);
    // No page was asked for twice, whatever the observer saw.
    expect(trendingPages.filter((n) => n === 2)).toHaveLength(1);

    const toTop = page.getByRole('button', { name: 'Scroll to top' });
    await expect(toTop).toBeVisible();
    await toTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('category', () => {
  test('an infinite grid with a count that ends with the total', async ({ page }) => {
    const requested = pagesRequested(page, 'movie/upcoming');
    await page.goto('/category/upcoming');
    await expect(page.getByRole('heading', { level: 1, name: 'Coming Soon' })).toBeVisible();
    const count = page.getByText(/^Showing \d+ of [\d,]+ movies$/);
    await expect(count).toBeVisible();
    const total = Number((await count.textContent())!.match(/of ([\d,]+)/)![1]!.replace(/,/g, ''));

    const end = page.getByText("You've reached the end!");
    const grid = page.getByRole('list', { name: 'Coming Soon' });
    while (!(await end.isVisible())) {
      await grid.getByRole('listitem').last().scrollIntoViewIfNeeded();
      await page.waitForTimeout(100);
    }
    await expect(page.getByText(`All ${total.toLocaleString('en-US')} movies are above.`)).toBeVisible();
    await expect(count).toHaveText(`Showing ${total} of ${total} movies`);
    const links = await movieLinks(grid);
    expect(links).toHaveLength(total);
    expect(new Set(requested).size).toBe(requested.length);
    await expect(page).toHaveTitle('Coming Soon · Marquee');
  });

  test('an unknown category says so and leads home', async ({ page }) => {
    await page.goto('/category/nonsense');
    await expect(page.getByRole('heading', { name: 'Category Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go Back Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('region', { name: 'Trending now' })).toBeVisible();
  });
});

test('top rated loads the next page as the end of the grid comes near', async ({ page }) => {
  const requested = pagesRequested(page, 'movie/top_rated');
  await page.goto('/top-rated');
  const grid = page.getByRole('list', { name: 'Top Rated' });
  await expect(grid.getByRole('listitem').nth(19)).toBeVisible();
  expect(requested).toEqual([1]);

  await grid.getByRole('listitem').last().scrollIntoViewIfNeeded();
  await expect.poll(() => requested.slice(0, 2)).toEqual([1, 2]);
  // The sentinel may stay in view and fetch page 3 too; what matters is that page 2 arrived once.
  await expect.poll(() => grid.getByRole('listitem').count()).toBeGreaterThanOrEqual(40);
  await expect(page.getByText(/^Showing [\d,]+ of [\d,]+ movies$/)).toBeVisible();
  expect(new Set(requested).size).toBe(requested.length);
});

test.describe('genres', () => {
  test('filters are drafts until Apply, live in the URL and survive a reload', async ({ page }) => {
    const discover = pagesRequested(page, 'discover/movie');
    await page.goto('/genres');
    await expect(page.getByRole('heading', { level: 1, name: 'Discover Movies by Genre' })).toBeVisible();
    const found = page.getByText(/^Found [\d,]+ movies$/);
    await expect(found).toBeVisible();
    const allFound = await found.textContent();

    await page.getByRole('button', { name: /^Filters/ }).click();
    await page.getByRole('button', { name: 'Horror' }).click();
    await page.getByRole('spinbutton', { name: 'From' }).fill('1980');
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Title A-Z' });

    // Drafts: nothing asked for (the first films came in the server-rendered page), nothing in the URL,
    // the bar offers to apply them.
    const bar = page.getByRole('region', { name: 'Unapplied filter changes' });
    await expect(bar).toBeVisible();
    await expect(page).toHaveURL('/genres');
    await expect(found).toHaveText(allFound!);
    expect(discover).toHaveLength(0);

    await bar.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL('/genres?genres=27&sort=title.asc&from=1980');
    await expect(bar).toBeHidden();
    await expect(found).not.toHaveText(allFound!);
    const filteredFound = await found.textContent();

    await page.reload();
    await expect(found).toHaveText(filteredFound!);
    await page.getByRole('button', { name: /^Filters/ }).click();
    await expect(page.getByRole('button', { name: 'Horror' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('spinbutton', { name: 'From' })).toHaveValue('1980');

    await page.getByRole('button', { name: 'Comedy' }).click();
    await bar.getByRole('button', { name: 'Reset' }).click();
    await expect(page).toHaveURL('/genres');
    await expect(found).toHaveText(allFound!);
  });

  test('a blank search is ignored; a title search replaces the discover list', async ({ page }) => {
    await page.goto('/genres?sort=title.asc');
    const box = page.getByRole('searchbox', { name: 'Search by title' });
    await box.fill('   ');
    await box.press('Enter');
    await expect(page).toHaveURL('/genres?sort=title.asc');

    await box.fill('star');
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL('/genres?sort=title.asc&q=star');
    await expect(page.getByText(/^Found \d+ movies for “star”$/)).toBeVisible();
  });

  test('filters nothing matches show No movies found with Reset Filters', async ({ page }) => {
    await page.goto('/genres?from=1900&to=1901&rmin=9.9');
    await expect(page.getByRole('heading', { name: 'No movies found' })).toBeVisible();
    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await expect(page).toHaveURL('/genres');
    await expect(page.getByText(/^Found [\d,]+ movies$/)).toBeVisible();
  });
});

test.describe('search', () => {
  test('shows the results for the term, page after page', async ({ page }) => {
    await page.goto('/search?q=the');
    await expect(page.getByRole('heading', { level: 1, name: 'Search Results for “the”' })).toBeVisible();
    const grid = page.getByRole('list', { name: 'Search results for the' });
    await expect(grid.getByRole('listitem')).toHaveCount(20);
    await grid.getByRole('listitem').last().scrollIntoViewIfNeeded();
    await expect(grid.getByRole('listitem')).toHaveCount(40);
    await expect(page).toHaveTitle('Search: the · Marquee');
  });

  test('says when nothing matches', async ({ page }) => {
    await page.goto('/search?q=qqqzzzxxy');
    await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible();
  });
});

test('cards link to the film and keep their shape while images load', async ({ page }) => {
  await page.goto('/top-rated');
  const cards = page.getByRole('list', { name: 'Top Rated' }).getByRole('listitem');
  const card = cards.first();
  await expect(card.getByRole('link')).toHaveAttribute('href', /^\/movie\/\d+$/);
  const img = card.locator('img');
  await expect(img).toHaveAttribute('width', '500');
  await expect(img).toHaveAttribute('height', '750');
  // The first screenful loads at once, the first poster (the largest image in view) before all else.
  await expect(img).toHaveAttribute('loading', 'eager');
  await expect(img).toHaveAttribute('fetchpriority', 'high');
  await expect(cards.nth(1).locator('img')).not.toHaveAttribute('fetchpriority');
  await expect(cards.last().locator('img')).toHaveAttribute('loading', 'lazy');
});

test('cards place mfe-account’s watchlist widget, and a widget that is down breaks no card', async ({
  page,
}) => {
  const widgetLoads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('__federation_expose_WatchlistButton')) widgetLoads.push(request.url());
  });
  await page.goto('/top-rated');
  const cards = page.getByRole('list', { name: 'Top Rated' }).getByRole('listitem');
  await expect(cards).toHaveCount(20);
  // Loaded through the shell's federation runtime, once for all the cards.
  await expect.poll(() => widgetLoads.length).toBe(1);
  await expect(cards.first().getByRole('button', { name: 'Add to Watchlist' })).toBeVisible();

  await page.route('**/remotes/mfe-account/**', (route) => route.abort());
  await page.goto('/category/popular');
  const popular = page.getByRole('list', { name: 'Popular Movies' }).getByRole('listitem');
  await expect(popular).toHaveCount(20);
  await expect(popular.first().getByRole('link')).toHaveAttribute('href', /^\/movie\/\d+$/);
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
});
