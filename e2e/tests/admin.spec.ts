import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  ADMIN_ACCOUNT,
  apiReview,
  apiVerifiedAccount,
  ensureAdminAccount,
  collectConsoleErrors,
  followAccountLink,
  popularCatalogFilm,
  signInThroughForm,
  uniqueEmail,
} from './support';

const { email: ADMIN_EMAIL, password: PASSWORD } = ADMIN_ACCOUNT;

/** Signs up through the API and follows the verification link from the local mailbox. */
const verifiedAccount = (request: APIRequestContext, name: string, email: string) =>
  apiVerifiedAccount(request, name, email, PASSWORD);

const signIn = (page: Page, email: string) => signInThroughForm(page, email, PASSWORD);

/** A review by `email` (signed in through the API) of a catalog film, so the admin has one to delete. */
async function writeReview(request: APIRequestContext, email: string, comment: string) {
  const film = await popularCatalogFilm(request);
  await apiReview(
    request,
    { email, password: PASSWORD },
    { movieId: String(film.id), movieTitle: film.title, rating: 4, comment },
  );
}

const userRow = (page: Page, email: string) =>
  page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: email });

test('an admin promotes, demotes and deletes a user and deletes a review', async ({ page, request }) => {
  const errors = collectConsoleErrors(page);
  const email = uniqueEmail('member');
  const comment = `Admin e2e review ${email}`;
  await ensureAdminAccount(request);
  await verifiedAccount(request, 'Member', email);
  await writeReview(request, email, comment);

  await signIn(page, ADMIN_EMAIL);
  await followAccountLink(page, 'Admin Dashboard');
  await expect(page).toHaveURL(/\/admin$/);
  const dashboard = page.getByTestId('page-mfe_admin-AdminPage');
  await expect(dashboard.getByText('Welcome back, Admin')).toBeVisible();
  await expect(dashboard.getByText('Total Users')).toBeVisible();

  await page.getByRole('tab', { name: 'Reviews' }).click();
  const review = page.getByRole('table', { name: 'Reviews' }).getByRole('row').filter({ hasText: comment });
  await expect(review).toContainText('4/5');
  await expect(review).toContainText(email);
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Are you sure you want to delete this review?');
    void dialog.accept();
  });
  await review.getByRole('button', { name: /^Delete the review/ }).click();
  await expect(review).toHaveCount(0);

  await page.getByRole('tab', { name: 'Users' }).click();
  const row = userRow(page, email);
  // A role change asks first, in a dialog naming the person.
  await row.getByRole('button', { name: `Promote ${email}` }).click();
  await page
    .getByRole('dialog', { name: 'Promote Member to admin?' })
    .getByRole('button', { name: 'Promote' })
    .click();
  await expect(row.getByRole('cell', { name: 'admin', exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Demote ${email}` }).click();
  await page
    .getByRole('dialog', { name: 'Demote Member to user?' })
    .getByRole('button', { name: 'Demote' })
    .click();
  await expect(row.getByRole('cell', { name: 'user', exact: true })).toBeVisible();

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Are you sure you want to delete this user? This action cannot be undone.');
    void dialog.accept();
  });
  await row.getByRole('button', { name: `Delete ${email}` }).click();
  await expect(row).toHaveCount(0);

  await page.getByRole('tab', { name: 'Activity' }).click();
  const log = page.getByRole('table', { name: 'Admin activity' });
  for (const action of ['Deleted user', 'Demoted', 'Promoted', 'Deleted review']) {
    await expect(log.getByRole('row').filter({ hasText: action }).first()).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('an admin hides a public list and a profile after confirming, shows the list again; the log says so', async ({
  page,
  request,
}) => {
  const errors = collectConsoleErrors(page);
  const email = uniqueEmail('lister');
  await ensureAdminAccount(request);
  await verifiedAccount(request, 'Lister', email);
  // The member picks a handle and makes a public list, through the API.
  const session = await (
    await request.post('/api/auth/login', { data: { email, password: PASSWORD } })
  ).json();
  const headers = { authorization: `Bearer ${session.token}` };
  const handle = `lister_${Date.now().toString(36)}`;
  const listName = `Rule breakers ${email}`;
  expect(
    (await request.put(`/api/users/${session.user.id}/handle`, { headers, data: { handle } })).status(),
  ).toBe(200);
  const created = await request.post(`/api/users/${session.user.id}/lists`, {
    headers,
    data: { name: listName, visibility: 'public' },
  });
  expect(created.status()).toBe(201);
  const { list } = await created.json();

  await signIn(page, ADMIN_EMAIL);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Lists' }).click();
  const listRow = page.getByRole('table', { name: 'Lists' }).getByRole('row').filter({ hasText: listName });
  await expect(listRow).toContainText('Public');
  await listRow.getByRole('button', { name: `Hide the list “${listName}” by Lister` }).click();
  await page
    .getByRole('dialog', { name: `Hide the list “${listName}” by Lister?` })
    .getByRole('button', { name: 'Hide' })
    .click();
  await expect(listRow).toContainText('Hidden since');
  expect((await request.get(`/api/lists/${list.id}`)).status()).toBe(404);
  await listRow.getByRole('button', { name: /^Unhide the list/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Unhide' }).click();
  await expect(listRow).toContainText('Shown');
  expect((await request.get(`/api/lists/${list.id}`)).status()).toBe(200);

  await page.getByRole('tab', { name: 'Users' }).click();
  const row = userRow(page, email);
  await expect(row).toContainText(`@${handle}`);
  await row.getByRole('button', { name: `Hide the profile of @${handle}` }).click();
  await page
    .getByRole('dialog', { name: `Hide the profile of @${handle}?` })
    .getByRole('button', { name: 'Hide' })
    .click();
  await expect(row).toContainText('Hidden since');
  expect((await request.get(`/api/profiles/${handle}`)).status()).toBe(404);

  await page.getByRole('tab', { name: 'Activity' }).click();
  const log = page.getByRole('table', { name: 'Admin activity' });
  const logged = (action: string, target: string) =>
    log
      .getByRole('row')
      .filter({ hasText: target })
      .filter({ has: page.getByRole('cell', { name: action, exact: true }) });
  await expect(logged('Hid profile', `@${handle} (${email})`)).toBeVisible();
  await expect(logged('Hid list', `${listName} by ${email}`)).toBeVisible();
  await expect(logged('Unhid list', `${listName} by ${email}`)).toBeVisible();
  expect(errors).toEqual([]);
});

test('a normal user sees Access Denied and no Admin Dashboard link', async ({ page, request }) => {
  const email = uniqueEmail('plain');
  await verifiedAccount(request, 'Plain', email);
  await signIn(page, email);
  await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText('You need admin privileges to access this page.')).toBeVisible();
});
