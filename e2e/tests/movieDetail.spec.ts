import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './support';

/*
 * The movie detail page over the local catalog (the e2e server's default movie data): films there have
 * credits, similar and recommended films, but no photos, videos or streaming offers, so those sections
 * stay hidden.
 */

interface Film {
  id: number;
  title: string;
}

test('a catalog film shows what the catalog knows and hides what it does not', async ({ page, request }) => {
  const errors = collectConsoleErrors(page);
  const { results } = (await (await request.get('/api/tmdb/movie/popular')).json()) as { results: Film[] };
  const film = results[0]!;
  const details = await (await request.get(`/api/tmdb/movie/${film.id}?append_to_response=credits`)).json();

  await page.goto(`/movie/${film.id}`);
  await expect(page.getByRole('heading', { level: 1, name: film.title })).toBeVisible();
  await expect(page.getByLabel('Key figures')).toBeVisible();
  // The catalog has no backdrops: the hero glows with the poster's art instead of a drawn title card
  // that would sit behind the real title.
  expect(details.backdrop_path).toBeNull();
  await expect(page.locator('header img[src*="kind=backdrop"]')).toHaveCount(0);
  await expect(page.locator('header img[fetchpriority="high"][src*="kind=poster"]')).toHaveCount(1);

  const cast = page.getByRole('region', { name: 'Cast', exact: true });
  await expect(cast.getByRole('listitem')).toHaveCount(Math.min(6, details.credits.cast.length));
  // The film rows at the foot of the page fill in as they come near the viewport.
  await page.getByRole('region', { name: 'Similar Movies' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('list', { name: 'Similar Movies' }).getByRole('listitem')).not.toHaveCount(0);
  await page.getByRole('region', { name: 'Trending This Week' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('list', { name: 'Trending This Week' }).getByRole('listitem')).toHaveCount(8);

  for (const hidden of ['Photos & Videos', 'Official Trailer', 'Watch Now']) {
    await expect(page.getByRole('heading', { name: hidden, exact: true })).toHaveCount(0);
  }
  expect(errors).toEqual([]);
});

test('a film is opened from a home row card', async ({ page }) => {
  await page.goto('/');
  // Rows below the fold render their cards as they come near the viewport.
  await page.getByRole('region', { name: 'Popular Movies', exact: true }).scrollIntoViewIfNeeded();
  const card = page.getByRole('list', { name: 'Popular Movies' }).getByRole('link').first();
  const title = (await card.getByRole('heading').textContent())!;
  await card.click();
  await expect(page).toHaveURL(/\/movie\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});
