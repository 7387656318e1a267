import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  apiVerifiedAccount,
  collectConsoleErrors,
  followAccountLink,
  signedInAsNewUser,
  uniqueEmail,
} from './support';

/*
 * Issue 22 in the browser: a ranked list made, filled from film cards, reordered by keyboard and by
 * mouse, and shared (its link preview is in the served HTML); then another member followed from their
 * profile, whose viewing shows in the feed.
 */

const PASSWORD = 'lists-and-follows';

/** The titles of the list page's films, in the order shown. */
const shownOrder = (page: Page): Promise<string[]> =>
  page.getByRole('list', { name: 'Films on the list' }).getByRole('heading').allTextContents();

/** A member made through the API with a handle, an open diary and one film logged. */
async function memberWithDiary(request: APIRequestContext, film: { id: number; title: string }) {
  const account = { email: uniqueEmail('followed'), password: PASSWORD };
  const name = 'Fay Followed';
  await apiVerifiedAccount(request, name, account.email, account.password);
  const { token, user } = await (await request.post('/api/auth/login', { data: account })).json();
  const headers = { authorization: `Bearer ${token}` };
  const handle = `fay_${Date.now().toString(36)}`;
  expect((await request.put(`/api/users/${user.id}/handle`, { headers, data: { handle } })).ok()).toBe(true);
  const opened = await request.patch(`/api/users/${user.id}/profile-settings`, {
    headers,
    data: { diaryVisibility: 'public' },
  });
  expect(opened.ok()).toBe(true);
  const logged = await request.post(`/api/users/${user.id}/diary`, {
    headers,
    data: { movieId: String(film.id), watchedOn: '2025-06-01', rating: 5 },
  });
  expect(logged.status()).toBe(201);
  return { name, handle };
}

/** Ticks `listName` in the card's Add to List menu and closes it once the film is on the list. */
async function addFromCard(page: Page, card: Locator, listName: string) {
  await card.getByRole('button', { name: 'Add to List' }).click();
  const choice = page.getByRole('menuitemcheckbox', { name: new RegExp(listName) });
  await choice.click();
  await expect(choice).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
}

test('a ranked list: made, filled from cards, reordered by keyboard and mouse, shared', async ({
  page,
  request,
}) => {
  // Sign-up, three films added from cards, two reorders, a reload and a guest's visit: over a minute on
  // the slower 2-core hosts.
  test.slow();
  await signedInAsNewUser(page, 'Lister', PASSWORD);
  const errors = collectConsoleErrors(page);
  const listName = `Best of ${Date.now().toString(36)}`;

  await followAccountLink(page, 'Lists');
  await expect(page).toHaveURL(/\/lists$/);
  await page.getByRole('button', { name: 'New list' }).click();
  const form = page.getByRole('form', { name: 'New list' });
  await form.getByLabel('Name').fill(listName);
  await form.getByRole('radio', { name: /^Public/ }).check();
  await form.getByRole('checkbox', { name: /^Ranked/ }).check();
  await form.getByRole('button', { name: 'Create List' }).click();
  await expect(page).toHaveURL(/\/lists\/[0-9a-f-]{36}$/);
  const listUrl = page.url();

  await page.goto('/top-rated');
  const cards = page.getByRole('list', { name: 'Top Rated' }).getByRole('listitem');
  const titles: string[] = [];
  for (const index of [0, 1, 2]) {
    const card = cards.nth(index);
    titles.push((await card.getByRole('heading').textContent())!);
    await addFromCard(page, card, listName);
  }
  await expect(page).toHaveURL(/\/top-rated$/); // the cards' links were not followed

  await page.goto(listUrl);
  await expect.poll(() => shownOrder(page)).toEqual(titles);

  // By keyboard: the last film's "Move to top" button, pressed with Enter.
  const [first, second, third] = titles as [string, string, string];
  await page.getByRole('button', { name: `Move to top: ${third}` }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => shownOrder(page)).toEqual([third, first, second]);

  // By mouse: the last film dragged by its handle above the first.
  const handle = page.getByRole('button', { name: `Drag ${second} to reorder` });
  const target = page.getByRole('button', { name: `Drag ${third} to reorder` });
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 5, { steps: 20 });
  await page.mouse.up();
  await expect.poll(() => shownOrder(page)).toEqual([second, third, first]);

  // The server kept both moves.
  await page.reload();
  await expect.poll(() => shownOrder(page)).toEqual([second, third, first]);

  // Shared: the address a chat app would read carries the list's own preview, without scripts.
  const html = await (await request.get(listUrl, { headers: { accept: 'text/html' } })).text();
  expect(html).toContain(`<meta property="og:title" content="${listName}">`);
  expect(html).toContain('<meta property="og:description" content="A list by Lister, 3 films.">');
  expect(html).toContain(`<meta property="og:url" content="${listUrl}">`);
  expect(html).toContain(`<title>${listName} · Marquee</title>`);

  // Made private, it is the same "not found" as no list at all, for a guest and for a crawler.
  await page.getByRole('button', { name: 'Edit list' }).click();
  const editing = page.getByRole('form', { name: 'Edit list' });
  await editing.getByRole('radio', { name: /^Private/ }).check();
  await editing.getByRole('button', { name: 'Save Changes' }).click();
  await expect(editing).toBeHidden();
  const guest = await page.context().browser()!.newPage();
  await guest.goto(listUrl);
  await expect(guest.getByRole('heading', { name: 'List not found' })).toBeVisible();
  await guest.close();
  const hidden = await (await request.get(listUrl, { headers: { accept: 'text/html' } })).text();
  expect(hidden).not.toContain(listName);
  expect(hidden).toContain('<meta property="og:title" content="Marquee">');
  expect(errors).toEqual([]);
});

test('following a member from their profile brings their viewings into the feed', async ({
  page,
  request,
}) => {
  const { results } = (await (await request.get('/api/tmdb/movie/top_rated')).json()) as {
    results: { id: number; title: string }[];
  };
  const film = results[3]!;
  const followed = await memberWithDiary(request, film);

  await signedInAsNewUser(page, 'Follower', PASSWORD);
  const errors = collectConsoleErrors(page);
  await followAccountLink(page, 'Feed');
  await expect(page).toHaveURL(/\/feed$/);
  await expect(page.getByRole('article')).toHaveCount(0);

  await page.goto(`/u/${followed.handle}`);
  await expect(page.getByRole('heading', { level: 1, name: followed.name })).toBeVisible();
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Unfollow' })).toBeVisible();

  await followAccountLink(page, 'Feed');
  const viewing = page.getByRole('article', { name: `${followed.name} watched ${film.title}` });
  await expect(viewing).toBeVisible();
  await expect(viewing.getByRole('link', { name: followed.name })).toHaveAttribute(
    'href',
    `/u/${followed.handle}`,
  );

  // A guest sees the same profile, with a way to sign in instead of Follow.
  const guest = await page.context().browser()!.newPage();
  await guest.goto(page.url().replace(/\/feed$/, `/u/${followed.handle}`));
  await expect(guest.getByRole('heading', { level: 1, name: followed.name })).toBeVisible();
  await expect(guest.getByRole('button', { name: 'Follow', exact: true })).toHaveCount(0);
  await guest.close();
  expect(errors).toEqual([]);
});
