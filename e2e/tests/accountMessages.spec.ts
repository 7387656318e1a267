import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './layoutChecks';
import {
  collectConsoleErrors,
  followMailLink,
  littleReviewedFilm,
  signIn,
  signUp,
  signedInAsNewUser,
  uniqueEmail,
  verifiedAccount,
} from './support';

/*
 * What the account screens say (issue 16): a used verification link, the resend page after a refused
 * sign-in, /login while signed in, a session ended elsewhere, a malformed email on the profile; and the
 * accessibility findings of the movie, watchlist and profile pages.
 */

const PASSWORD = 'paper-street';

test('a used verification link says the address is already verified and offers to sign in', async ({
  page,
}) => {
  const email = await verifiedAccount(page, 'Ada', PASSWORD);
  await followMailLink(page, email, /Verify your email/);
  await expect(page.getByRole('heading', { name: 'Email Already Verified' })).toBeVisible();
  await expect(page.getByText('Verification Failed')).toHaveCount(0);
  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the resend-verification link of a refused sign-in starts from the address typed', async ({ page }) => {
  const email = uniqueEmail('unverified');
  await signUp(page, 'Una', email, PASSWORD);
  await signIn(page, email, PASSWORD);
  await page.getByRole('link', { name: 'Resend verification email' }).click();
  await expect(page).toHaveURL(/\/resend-verification$/);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(page.getByRole('button', { name: 'Send Verification Email' })).toBeEnabled();
});

test('/login and /register while signed in leave for home', async ({ page }) => {
  await signedInAsNewUser(page, 'Ada', PASSWORD);
  for (const path of ['/login', '/register']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: /^Sign (In|Up)$/ })).toHaveCount(0);
  }
});

test('a password reset elsewhere ends the session, and /login says why', async ({ page, browser }) => {
  const email = await signedInAsNewUser(page, 'Ada', PASSWORD);

  // Another browser resets the password through the emailed link.
  const elsewhere = await (await browser.newContext()).newPage();
  await elsewhere.goto('/forgot-password');
  await elsewhere.getByLabel('Email', { exact: true }).fill(email);
  await elsewhere.getByRole('button', { name: 'Send Reset Link' }).click();
  await followMailLink(elsewhere, email, /Reset your Marquee password/);
  await elsewhere.getByLabel('New Password', { exact: true }).fill('new-paper-street');
  await elsewhere.getByLabel('Confirm Password', { exact: true }).fill('new-paper-street');
  await elsewhere.getByRole('button', { name: 'Reset Password' }).click();
  await expect(elsewhere.getByRole('heading', { name: 'Password Reset Successful!' })).toBeVisible();

  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status')).toHaveText(
    'You were signed out because your password or sign-in method changed. Please sign in again.',
  );
});

test('a malformed email on the profile gets a sentence, before anything is sent', async ({ page }) => {
  await signedInAsNewUser(page, 'Ada', PASSWORD);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const patches: string[] = [];
  page.on('request', (request) => request.method() === 'PATCH' && patches.push(request.url()));
  await page.getByLabel('Email', { exact: true }).fill('ada.example.com');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address.');
  expect(patches).toEqual([]);
});

/** Waits until the page's remotes have drawn what the check looks at. */
async function settled(page: Page, ready: ReturnType<Page['getByRole']>) {
  await expect(ready).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test('movie, watchlist and profile pages: headings in order, a named watchlist control, Delete Account legible', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await signedInAsNewUser(page, 'Ada', PASSWORD);
  const film = await littleReviewedFilm(page.request);

  await page.goto(`/movie/${film.id}`);
  // The hero's control is the one that says it in words (the film cards below keep the bare icon).
  const watchlist = page.getByRole('button', { name: 'Add to Watchlist' }).filter({ hasText: 'Watchlist' });
  await settled(page, watchlist);
  // Scrolled through, so the panels that mount near the viewport are there too.
  await page.mouse.wheel(0, 20_000);
  await page.getByRole('region', { name: 'Reviews', exact: true }).scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page, ['heading-order'])).toEqual([]);

  await watchlist.click();
  await expect(page.getByRole('button', { name: 'Remove from Watchlist' })).toHaveText(
    'Remove from Watchlist',
  );
  await page.goto('/watchlist');
  await settled(page, page.getByRole('heading', { name: film.title }));
  expect(await axeViolations(page, ['heading-order'])).toEqual([]);

  await page.goto('/profile');
  await settled(page, page.getByRole('button', { name: 'Delete Account' }));
  expect(await axeViolations(page, ['color-contrast'])).toEqual([]);
  expect(errors).toEqual([]);
});
