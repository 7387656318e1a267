import { expect, test } from '@playwright/test';
import { pageSettled } from './layoutChecks';

// On the local catalog, 5 of the 36 titles matching “love” are romances.
const ROMANCE = 10749;
const HORROR = 27;

test('a title search with a genre lists only films of that genre, and says so', async ({ page, request }) => {
  await page.goto(`/genres?q=love&genres=${ROMANCE}`);
  await pageSettled(page);
  await expect(page.getByText(/^Found \d+ movies? for “love” matching your filters/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Filters/ })).toContainText('1');

  const links = page.getByRole('list', { name: 'Movies' }).getByRole('link');
  await expect(links.first()).toBeVisible();
  const ids = (await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))).map((href) =>
    Number(href!.split('/').pop()),
  );
  for (const id of ids) {
    const film = (await (await request.get(`/api/tmdb/movie/${id}`)).json()) as { genres: { id: number }[] };
    expect(film.genres.map((genre) => genre.id)).toContain(ROMANCE);
  }
});

test('a reversed year range is refused next to the field and nothing is asked of the server', async ({
  page,
}) => {
  await page.goto('/genres');
  await pageSettled(page);
  const discovers: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/discover/movie')) discovers.push(request.url());
  });
  await page.getByRole('button', { name: /^Filters/ }).click();
  await page.getByRole('spinbutton', { name: 'From' }).fill('2010');
  await page.getByRole('spinbutton', { name: 'To' }).fill('2000');
  await page
    .getByRole('region', { name: 'Unapplied filter changes' })
    .getByRole('button', { name: 'Apply' })
    .click();

  const to = page.getByRole('spinbutton', { name: 'To' });
  await expect(to).toHaveAccessibleDescription('To must be the same year as From or later.');
  await expect(to).toBeFocused();
  await expect(page.getByText("Couldn't load more movies.")).toHaveCount(0);
  await expect(page).toHaveURL(/\/genres$/);
  expect(discovers).toEqual([]);
});

test('Reset is there whenever filters are applied', async ({ page }) => {
  await page.goto(`/genres?genres=${HORROR}&from=1980`);
  await pageSettled(page);
  await page.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(page).toHaveURL(/\/genres$/);
  await expect(page.getByRole('button', { name: 'Reset', exact: true })).toHaveCount(0);
});
