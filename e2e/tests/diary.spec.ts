import { expect, test, type Locator, type Page } from '@playwright/test';
import { collectConsoleErrors, followAccountLink, popularCatalogFilm, signedInAsNewUser } from './support';

/*
 * Issue 21, the diary in the browser: a film logged from its page and another from a card, both in the
 * diary under their months with the statistics as charts, then one edited and one deleted.
 */

const PASSWORD = 'dear-diary-films';

/** Fills the open log dialog and sends it; the dialog closes once the server has the viewing. */
async function logViewing(page: Page, title: string, viewing: { date: string; stars: number; tags: string }) {
  const dialog = page.getByRole('dialog', { name: `Log ${title}` });
  await dialog.getByLabel('Date watched').fill(viewing.date);
  await dialog.getByRole('radio', { name: `${viewing.stars} stars` }).check({ force: true });
  await dialog.getByLabel('Tags (optional)').fill(viewing.tags);
  await dialog.getByRole('button', { name: 'Log Film' }).click();
  await expect(dialog).toBeHidden();
}

const entry = (page: Page, name: string | RegExp): Locator => page.getByRole('article', { name });

test('logs a film from its page and one from a card, then sees, edits and deletes them in the diary', async ({
  page,
  request,
}) => {
  await signedInAsNewUser(page, 'Diarist', PASSWORD);
  const errors = collectConsoleErrors(page);
  const film = await popularCatalogFilm(request);

  await page.goto(`/movie/${film.id}`);
  const hero = page.locator('header', { has: page.getByRole('heading', { level: 1 }) });
  await expect(hero.getByText('Not watched yet')).toBeVisible();
  await hero.getByRole('button', { name: 'Mark as Watched' }).click();
  await logViewing(page, film.title, { date: '2025-03-09', stars: 4, tags: 'Cinema, first time' });
  await expect(hero.getByText('Watched once, last on Mar 9, 2025')).toBeVisible();
  await expect(hero.getByText(/Logged \d+ times? on Marquee/)).toBeVisible();

  await page.goto('/top-rated');
  const cards = page.getByRole('list', { name: 'Top Rated' }).getByRole('listitem');
  const card = cards.filter({ hasNot: page.getByRole('heading', { name: film.title, exact: true }) }).first();
  const cardTitle = (await card.getByRole('heading').textContent())!;
  await card.getByRole('button', { name: 'Mark as Watched' }).click();
  await logViewing(page, cardTitle, { date: '2025-04-20', stars: 5, tags: 'cinema' });
  await expect(page).toHaveURL(/\/top-rated$/); // the card's link was not followed

  await followAccountLink(page, 'Diary');
  await expect(page).toHaveURL(/\/diary$/);
  const months = page.getByRole('list', { name: 'Diary by month' });
  await expect(months.getByRole('heading', { level: 2 })).toHaveText(['April 2025', 'March 2025']);
  await expect(entry(page, `${cardTitle}, April 20, 2025`)).toBeVisible();
  const logged = entry(page, `${film.title}, March 9, 2025`);
  await expect(logged.getByRole('img', { name: 'Rated 4 out of 5 stars' })).toBeVisible();
  await expect(logged.getByText('first time')).toBeVisible();

  const statistics = page.getByRole('region', { name: 'Statistics' });
  // The figures' hidden tables say "Films" too once the charts have loaded: the summary's term is meant.
  await expect(statistics.getByRole('term').filter({ hasText: /^Films$/ })).toBeVisible();
  await expect(statistics.getByRole('figure', { name: 'Films per month, last 12 months' })).toBeVisible();
  for (const chart of ['Ratings', 'Top genres']) {
    await expect(statistics.getByRole('figure', { name: chart }).locator('svg rect').first()).toBeVisible();
  }

  await page.getByRole('group', { name: 'Filter the diary' }).getByLabel('Rating').selectOption('5');
  await expect(page).toHaveURL(/\/diary\?rating=5$/);
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByRole('article')).toHaveCount(2);

  await logged.getByRole('button', { name: `Edit ${film.title}` }).click();
  const editing = page.getByRole('dialog', { name: `Edit your viewing of ${film.title}` });
  await editing.getByRole('radio', { name: '2 stars' }).check({ force: true });
  await editing.getByLabel('I had seen it before (rewatch)').check();
  await editing.getByRole('button', { name: 'Save Changes' }).click();
  await expect(editing).toBeHidden();
  await expect(logged.getByRole('img', { name: 'Rated 2 out of 5 stars' })).toBeVisible();
  await expect(logged.getByText('Rewatch')).toBeAttached();

  await entry(page, new RegExp(`^${cardTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, `))
    .getByRole('button', { name: `Delete ${cardTitle}` })
    .click();
  await page
    .getByRole('dialog', { name: 'Delete this viewing?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(months.getByRole('heading', { level: 2 })).toHaveText(['March 2025']);
  await page.reload();
  await expect(page.getByRole('article')).toHaveCount(1);
  expect(errors).toEqual([]);
});
