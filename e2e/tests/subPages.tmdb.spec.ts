import { expect, test, type Page } from '@playwright/test';
import { axeFindingsEverywhere } from './layoutChecks';
import { serveRemoteImagesOffline } from './offlineImages';
import { collectConsoleErrors, signedInAsNewUser, verifiedAccount } from './support';

/*
 * The film's sub-pages (cast, photos, videos, reviews) on the live TMDB provider with recorded responses,
 * reached the way a visitor reaches them: from the links of film 550's detail page.
 */

const PASSWORD = 'project-mayhem';

const signedInVisitor = (page: Page) => signedInAsNewUser(page, 'Marla', PASSWORD);

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function openFilm(page: Page): Promise<void> {
  await page.goto('/movie/550');
  await expect(page.getByRole('heading', { level: 1, name: 'Fight Club' })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await serveRemoteImagesOffline(page);
  // The embedded player is YouTube's page, which the tests cannot reach.
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
  );
});

test('cast & crew: tabs with counts, search by name, role or department, a popup per person', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await signedInVisitor(page);
  await openFilm(page);
  await section(page, 'Cast')
    .getByRole('link', { name: /View Full Cast/ })
    .click();

  await expect(page).toHaveURL(/\/movie\/550\/cast$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cast & Crew' })).toBeVisible();
  await expect(page.getByText('Fight Club (1999)')).toBeVisible();
  const castTab = page.getByRole('tab', { name: 'Cast (76)' });
  await expect(castTab).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('listitem')).toHaveCount(76);

  const search = page.getByPlaceholder('Search by name or role...');
  await search.fill('TYLER');
  await expect(panel.getByRole('listitem')).toHaveCount(1);
  await panel.getByRole('button', { name: /Brad Pitt/ }).click();
  const popup = page.getByRole('dialog', { name: 'Brad Pitt' });
  await expect(popup).toContainText('Tyler Durden');
  await expect(popup).toContainText('Database ID287');
  expect(await axeFindingsEverywhere(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(panel.getByRole('button', { name: /Brad Pitt/ })).toBeFocused();

  await search.fill('nobody by this name');
  await expect(panel).toHaveText('No cast members found matching your search.');

  await page.getByRole('tab', { name: 'Crew (187)' }).click();
  await expect(panel).toHaveText('No crew members found matching your search.');
  await search.fill('directing');
  const directing = panel.getByRole('region', { name: 'Directing' });
  await expect(directing.getByRole('heading')).toHaveText('Directing (5)');
  await directing.getByRole('button', { name: /David Fincher\s*Director/ }).click();
  await expect(page.getByRole('dialog', { name: 'David Fincher' })).toContainText('JobDirector');
  await page.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('link', { name: 'Back to Movie' }).click();
  await expect(page).toHaveURL(/\/movie\/550$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Fight Club' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('photos: filters by shape; the lightbox wraps around, counts, downloads and closes on Escape', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await signedInVisitor(page);
  await openFilm(page);
  await section(page, 'Photos & Videos')
    .getByRole('link', { name: /View All Photos/ })
    .click();

  await expect(page).toHaveURL(/\/movie\/550\/photos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Photos' })).toBeVisible();
  const photos = page.getByRole('button', { name: /^Open Fight Club/ });
  await expect(photos).toHaveCount(157);
  await page.getByRole('button', { name: 'Backdrops' }).click();
  await expect(photos).toHaveCount(55);
  await page.getByRole('button', { name: 'Posters' }).click();
  await expect(photos).toHaveCount(102);

  await photos.first().click();
  const lightbox = page.getByRole('dialog');
  await expect(lightbox.getByText('1 / 102')).toBeVisible();
  await expect(lightbox.getByText('Use arrow keys or click to navigate • ESC to close')).toBeVisible();
  expect(await axeFindingsEverywhere(page)).toEqual([]);
  await expect(lightbox.getByRole('link', { name: 'Download' })).toHaveAttribute(
    'href',
    /^https:\/\/image\.tmdb\.org\/t\/p\/original\//,
  );
  await expect(lightbox.getByRole('link', { name: 'Download' })).toHaveAttribute('download', '');
  await page.keyboard.press('ArrowLeft'); // from the first photo round to the last
  await expect(lightbox.getByText('102 / 102')).toBeVisible();
  await lightbox.getByRole('button', { name: 'Next' }).click();
  await expect(lightbox.getByText('1 / 102')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expect(photos.first()).toBeFocused();
  expect(errors).toEqual([]);
});

test('videos: filter by type with counts; a card plays in an embedded player', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  // The recording has three trailers, too few for the detail page's View All Videos link (more than 6):
  // the film as recorded, with five more videos of other types.
  await page.route(
    (url) => url.pathname === '/api/tmdb/movie/550',
    async (route) => {
      const response = await route.fetch();
      const film = await response.json();
      const extra = [
        ['Teaser', 'teaser1'],
        ['Teaser', 'teaser2'],
        ['Clip', 'clip1'],
        ['Featurette', 'feature1'],
        ['Behind the Scenes', 'bts1'],
      ].map(([type, key]) => ({ ...film.videos.results[0], id: key, key, type, name: `${type} ${key}` }));
      film.videos.results.push(...extra);
      await route.fulfill({ response, json: film });
    },
  );
  await signedInVisitor(page);
  await openFilm(page);
  await section(page, 'Photos & Videos')
    .getByRole('link', { name: /View All Videos/ })
    .click();

  await expect(page).toHaveURL(/\/movie\/550\/videos$/);
  const filters = page.getByRole('group', { name: 'Video type' }).getByRole('button');
  await expect(filters).toHaveText([
    'All (8)',
    'Trailer (3)',
    'Teaser (2)',
    'Clip (1)',
    'Featurette (1)',
    'Behind the Scenes (1)',
  ]);
  const cards = page.getByRole('button', { name: /^Play / });
  await expect(cards).toHaveCount(8);
  await page.getByRole('button', { name: 'Teaser (2)' }).click();
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText('Teaser');

  await page.getByRole('button', { name: 'Play Teaser teaser2' }).click();
  const player = page.getByRole('dialog', { name: 'Teaser teaser2' });
  await expect(player.locator('iframe')).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/teaser2\?/,
  );
  await expect(player.getByRole('link', { name: 'Open on YouTube' })).toHaveAttribute(
    'href',
    'https://www.youtube.com/watch?v=teaser2',
  );
  await expect(player.getByText('2 / 2')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(player).toBeHidden();
  expect(errors).toEqual([]);
});

test('reviews: the page opens from the detail page with the film and a way back', async ({ page }) => {
  await signedInVisitor(page);
  await openFilm(page);
  await page.getByRole('button', { name: 'All Reviews' }).click();
  await expect(page).toHaveURL(/\/movie\/550\/reviews$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  await expect(page.getByText('Fight Club (1999)')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Movie' }).click();
  await expect(page).toHaveURL(/\/movie\/550$/);
});

test('a sub-page opened by its URL goes to the detail page', async ({ page }) => {
  await signedInVisitor(page);
  for (const subPage of ['cast', 'photos', 'videos', 'reviews']) {
    await page.goto(`/movie/550/${subPage}`);
    await expect(page).toHaveURL(/\/movie\/550$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Fight Club' })).toBeVisible();
  }
});

test('a guest opening a sub-page by URL signs in first and comes back to the film', async ({ page }) => {
  const email = await verifiedAccount(page, 'Robert', PASSWORD);
  await page.goto('/movie/550/photos');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('returnUrl'))).toBe('/movie/550/photos');

  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  // Back at the saved sub-page, which has no film in its navigation state after a sign-in: the film's page.
  await expect(page).toHaveURL(/\/movie\/550$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Fight Club' })).toBeVisible();
});
