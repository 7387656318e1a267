import { expect, test, type Page } from '@playwright/test';
import { serveRemoteImagesOffline } from './offlineImages';
import { collectConsoleErrors } from './support';

/*
 * The movie detail page on the live TMDB provider, answered by recorded TMDB responses (serve.mjs
 * --tmdb-replay): film 550 has every part; film 10140 was recorded without keywords, recommendations and
 * similar films.
 */

/** The /api/tmdb/ paths the page asked for, with their query. */
function movieDataRequests(page: Page): URL[] {
  const requests: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/tmdb/')) requests.push(url);
  });
  return requests;
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test.beforeEach(async ({ page }) => {
  await serveRemoteImagesOffline(page);
});

test('film 550: every section, with the counts the spec gives, from one request for the film', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const requests = movieDataRequests(page);
  await page.goto('/movie/550');

  await expect(page.getByRole('heading', { level: 1, name: 'Fight Club' })).toBeVisible();
  await expect(page).toHaveTitle('Fight Club · Marquee');
  await expect(page.getByText('Mischief. Mayhem. Soap.')).toBeVisible();
  await expect(page.getByText('2h 19m')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Genres' })).toContainText('Drama');
  await expect(page.getByLabel('Key figures')).toContainText('$63,000,000');

  const facts = section(page, 'Fun Facts');
  await expect(facts.getByRole('listitem').filter({ hasText: 'profit' })).toHaveText(
    'Made $37.9M in profit, a 60% return on its budget.',
  );
  const keywords = facts.getByRole('list', { name: 'Keywords' }).getByRole('listitem');
  await expect(keywords).toHaveCount(11);
  await expect(keywords.last()).toHaveText('+4 more');

  const watch = section(page, 'Watch Now');
  const peacock = watch.getByRole('link', { name: /Peacock Premium/ });
  await expect(peacock).toHaveAttribute('href', 'https://www.peacocktv.com');
  await expect(peacock).toHaveAttribute('target', '_blank');
  await expect(watch.getByRole('link', { name: 'JustWatch' })).toBeVisible();

  const media = section(page, 'Photos & Videos');
  await expect(media.getByRole('list', { name: 'Photos' }).getByRole('button')).toHaveCount(10);
  await expect(media.getByRole('link', { name: /View All Photos/ })).toHaveAttribute(
    'href',
    '/movie/550/photos',
  );
  await expect(media.getByRole('list', { name: 'Videos' }).getByRole('button')).toHaveCount(3);

  const cast = section(page, 'Cast');
  await expect(cast.getByRole('listitem')).toHaveCount(6);
  await expect(cast.getByRole('link', { name: /View Full Cast/ })).toHaveAttribute('href', '/movie/550/cast');

  await expect(section(page, 'Official Trailer').getByRole('button', { name: /Play trailer/ })).toBeVisible();
  await expect(section(page, 'Production Companies').getByRole('listitem')).toHaveCount(5);
  for (const [row, count] of [
    ['More Drama Movies', 6],
    ['You Might Also Like', 6],
    ['Similar Movies', 6],
    ['Trending This Week', 8],
  ] as const) {
    // The film rows at the foot of the page fill in as they come near the viewport.
    await page.getByRole('region', { name: row, exact: true }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('list', { name: row, exact: true }).getByRole('listitem')).toHaveCount(count);
  }

  // The hero's backdrop is the largest paint: loaded first, sized, from a responsive set.
  const backdrop = page.locator('header img[fetchpriority="high"]');
  await expect(backdrop).toHaveCount(1);
  await expect(backdrop).toHaveAttribute('srcset', /w300.* 300w, .*w1280.* 1280w/);
  await expect(backdrop).toHaveAttribute('width', '1280');

  // The film itself came in the page: the server rendered its first screen from one request for it, made
  // with everything the page shows appended, and the browser asks only for the rows below.
  const paths = requests.map((url) => url.pathname).sort();
  expect(paths).toEqual(['/api/tmdb/discover/movie', '/api/tmdb/trending/movie/week']);
  const html = await (await page.request.get('/movie/550', { headers: { accept: 'text/html' } })).text();
  for (const appended of [
    'credits',
    'videos',
    'images',
    'watch/providers',
    'reviews',
    'keywords',
    'external_ids',
  ]) {
    expect(html).toContain(`"${appended}":`);
  }
  expect(errors).toEqual([]);
});

test('share dialog: each service in a new tab, and the link copied', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/movie/550');
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Fight Club' });
  const pageUrl = encodeURIComponent(page.url());
  const expected = {
    Facebook: `https://www.facebook.com/sharer/sharer.php?u=${pageUrl}`,
    Twitter: `https://twitter.com/intent/tweet?url=${pageUrl}&text=Fight%20Club`,
    WhatsApp: `https://wa.me/?text=Fight%20Club%20${pageUrl}`,
    Reddit: `https://www.reddit.com/submit?url=${pageUrl}&title=Fight%20Club`,
    Telegram: `https://t.me/share/url?url=${pageUrl}&text=Fight%20Club`,
  };
  for (const [name, href] of Object.entries(expected)) {
    const link = dialog.getByRole('link', { name });
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Share' })).toBeFocused();
});

test('stills open in a lightbox driven by the keyboard; videos play in an embedded player', async ({
  page,
}) => {
  await page.goto('/movie/550');
  const media = section(page, 'Photos & Videos');
  await media.getByRole('button', { name: 'Open photo 10 of 10' }).click();
  const lightbox = page.getByRole('dialog');
  await expect(lightbox.getByText('10 / 10')).toBeVisible();
  await page.keyboard.press('ArrowRight'); // wraps around to the first
  await expect(lightbox.getByText('1 / 10')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(lightbox.getByText('10 / 10')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();

  await media.getByRole('button', { name: 'Play video: 20th Anniversary Trailer' }).click();
  const player = page.getByRole('dialog').locator('iframe');
  await expect(player).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?/);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('a guest opening a sub-page goes to sign in, the sub-page saved as the return URL', async ({ page }) => {
  await page.goto('/movie/550');
  await section(page, 'Cast')
    .getByRole('link', { name: /View Full Cast/ })
    .click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('returnUrl'))).toBe('/movie/550/cast');
});

test('film 10140: the parts it lacks are hidden, no empty headings', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/movie/10140');
  await expect(
    page.getByRole('heading', { level: 1, name: 'The Chronicles of Narnia: The Voyage of the Dawn Treader' }),
  ).toBeVisible();
  await page.getByRole('region', { name: 'Trending This Week' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('list', { name: 'Trending This Week' }).getByRole('listitem')).toHaveCount(8);
  await expect(section(page, 'Cast').getByRole('listitem')).toHaveCount(6);
  await expect(section(page, 'Fun Facts').getByRole('list', { name: 'Keywords' })).toHaveCount(0);
  for (const gone of ['You Might Also Like', 'Similar Movies']) {
    await expect(page.getByRole('heading', { name: gone })).toHaveCount(0);
  }
  expect(errors).toEqual([]);
});

test('an unknown film shows the not-found state', async ({ page }) => {
  await page.goto('/movie/999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Movie Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go Back Home' })).toHaveAttribute('href', '/');
});
