import { expect, test, type Locator, type Page } from '@playwright/test';
import { collectConsoleErrors, signedInAsNewUser } from './support';

const PASSWORD = 'hide-what-i-have-seen';

const grid = (page: Page) => page.getByRole('list', { name: 'Popular Movies' });
const cards = (page: Page) => grid(page).getByRole('listitem');
const titleOf = async (card: Locator) => (await card.getByRole('heading').textContent())!.trim();
/** The titles of the first `count` cards of the grid, once that many are there. */
async function firstTitles(page: Page, count: number): Promise<string[]> {
  await expect(cards(page).nth(count - 1)).toBeVisible();
  return Promise.all(Array.from({ length: count }, (_, index) => titleOf(cards(page).nth(index))));
}

/** The popular list as everyone sees it: the titles of its first two pages, in order. */
async function wholeList(page: Page): Promise<string[]> {
  const titles: string[] = [];
  for (const number of [1, 2]) {
    const answer = await page.request.get(`/api/tmdb/movie/popular?page=${number}`);
    const { results } = (await answer.json()) as { results: { title: string }[] };
    titles.push(...results.map((film) => film.title));
  }
  return titles;
}

const toggle = (page: Page) => page.getByRole('switch', { name: "Hide films I've seen" });

test('hidden films are replaced on full pages: the first page is the next 20 films not seen', async ({
  page,
}) => {
  await signedInAsNewUser(page, 'Hider', PASSWORD);
  const errors = collectConsoleErrors(page);
  const everyone = await wholeList(page);

  await page.goto('/category/popular');
  await expect(cards(page).first()).toBeVisible();
  // Three films hidden from their cards, one kept on the watchlist.
  for (const index of [0, 1, 2]) {
    await cards(page).nth(index).getByRole('button', { name: 'Not interested' }).click();
    await expect(cards(page).nth(index).getByRole('button', { name: 'Undo Not interested' })).toBeVisible();
  }
  const kept = cards(page).nth(3);
  await kept.getByRole('button', { name: 'Add to Watchlist' }).click();
  await expect(kept.getByRole('button', { name: 'Remove from Watchlist' })).toHaveAttribute(
    'aria-busy',
    'false',
  );
  const hidden = everyone.slice(0, 4);

  // The quick toggle turns the account's setting on: the page shows the films after them, still 20.
  await expect(toggle(page)).not.toBeChecked();
  await toggle(page).check();
  await expect(cards(page).first().getByRole('heading')).toHaveText(everyone[4]!);
  const shown = await firstTitles(page, 20);
  expect(shown).toEqual(everyone.slice(4, 24));
  for (const title of hidden) expect(shown).not.toContain(title);

  // The setting is the account's: after a reload it is still on, and the grid the same.
  await page.reload();
  await expect(toggle(page)).toBeChecked();
  expect(await firstTitles(page, 20)).toEqual(everyone.slice(4, 24));

  // Turned off, every film is back in its place.
  await toggle(page).uncheck();
  await expect(cards(page).first().getByRole('heading')).toHaveText(everyone[0]!);
  expect(errors).toEqual([]);
});

test('Not interested is undone on the card, and from the list in the profile', async ({ page }) => {
  await signedInAsNewUser(page, 'Undoer', PASSWORD);
  const errors = collectConsoleErrors(page);
  const everyone = await wholeList(page);

  await page.goto('/category/popular');
  await toggle(page).check();
  const first = cards(page).first();
  await expect(first.getByRole('heading')).toHaveText(everyone[0]!);

  // Marked, then undone on the same card: nothing is hidden.
  await first.getByRole('button', { name: 'Not interested' }).click();
  await first.getByRole('button', { name: 'Undo Not interested' }).click();
  await expect(first.getByRole('button', { name: 'Not interested' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await page.reload();
  await expect(cards(page).first().getByRole('heading')).toHaveText(everyone[0]!);

  // Marked again: opened again, the page starts with the next film.
  await cards(page).first().getByRole('button', { name: 'Not interested' }).click();
  await expect(cards(page).first().getByRole('button', { name: 'Undo Not interested' })).toBeVisible();
  await page.reload();
  await expect(cards(page).first().getByRole('heading')).toHaveText(everyone[1]!);

  // The profile lists it; "Show again" brings it back to its place.
  await page.goto('/profile');
  const list = page.getByRole('list', { name: 'Not interested' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText(everyone[0]!);
  await list.getByRole('button', { name: `Show again: ${everyone[0]}` }).click();
  await expect(page.getByText('No films marked "Not interested".')).toBeVisible();

  await page.goto('/category/popular');
  await expect(cards(page).first().getByRole('heading')).toHaveText(everyone[0]!);
  expect(errors).toEqual([]);
});
