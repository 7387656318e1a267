import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  ADMIN_ACCOUNT,
  apiReview,
  apiVerifiedAccount,
  collectConsoleErrors,
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
  await verifiedAccount(request, 'Admin', ADMIN_EMAIL);
  await verifiedAccount(request, 'Member', email);
  await writeReview(request, email, comment);

  await signIn(page, ADMIN_EMAIL);
  await page.getByRole('link', { name: 'Admin Dashboard' }).click();
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

test('a normal user sees Access Denied and no Admin Dashboard link', async ({ page, request }) => {
  const email = uniqueEmail('plain');
  await verifiedAccount(request, 'Plain', email);
  await signIn(page, email);
  await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText('You need admin privileges to access this page.')).toBeVisible();
});
