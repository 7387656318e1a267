import { expect, test } from '@playwright/test';
import {
  collectConsoleErrors,
  followMailLink,
  signIn,
  signUp,
  uniqueEmail,
  verifiedAccount,
} from './support';

test('sign up, read the mail in the local mailbox, verify, sign in, edit the profile, sign out', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const email = uniqueEmail('ada');

  await page.goto('/register');
  await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible(); // the hint
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in all fields');
  await page.getByLabel('Name').fill('Ada Lovelace');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('12345');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('alert')).toHaveText('Password must be at least 6 characters long');
  await page.getByLabel('Password', { exact: true }).fill('analytical-engine');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  const registered = page.getByRole('status').filter({ hasText: 'check your email' });
  await expect(registered).toBeVisible();
  await expect(registered.getByRole('link', { name: "Didn't receive the email?" })).toHaveAttribute(
    'href',
    '/resend-verification',
  );

  // Registration does not sign in, and an unverified account cannot.
  await signIn(page, email, 'analytical-engine');
  const refused = page.getByRole('alert');
  await expect(refused).toContainText('verify your email');
  await expect(refused.getByRole('link', { name: 'Resend verification email' })).toBeVisible();

  await followMailLink(page, email, /Verify your email/);
  await expect(page).toHaveURL(/\/email-verified\?success=true$/);
  await expect(page.getByRole('heading', { name: 'Email Verified!' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Login' }).click();

  // After signing in the visitor goes back where they were sent from.
  await page.evaluate(() => localStorage.setItem('returnUrl', '/genres'));
  await signIn(page, email, 'analytical-engine');
  await expect(page).toHaveURL(/\/genres$/);
  expect(await page.evaluate(() => localStorage.getItem('returnUrl'))).toBeNull();

  await page.goto('/register');
  await expect(page).toHaveURL(/\/$/); // signed in: register sends home

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Ada Lovelace', level: 1 })).toBeVisible();
  await expect(page.getByText('Manage your account settings')).toBeVisible();
  await expect(
    page.getByText(
      `Member since ${new Date().toLocaleDateString('en-US', { month: 'long', year: 'numeric' })}`,
    ),
  ).toBeVisible();
  await expect(page.getByText("You haven't written any reviews yet.")).toBeVisible();
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Name').fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('alert')).toHaveText('Name and email are required');
  await page.getByLabel('Name').fill('Augusta Ada King');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('heading', { name: 'Augusta Ada King', level: 1 })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Augusta Ada King', level: 1 })).toBeVisible();

  await page.getByTestId('page-mfe_account-ProfilePage').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/profile');
  await expect(page.getByText('Please log in to view your profile.')).toBeVisible();
  // The refused sign-in (403) is logged by the browser as a failed resource; nothing may throw.
  expect(errors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);
});

test('sign-in validation, Google without configuration, resend verification', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter your email and password');
  await expect(page.getByRole('button', { name: 'Sign-in with Google is not configured' })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );

  await signIn(page, uniqueEmail('nobody'), 'whatever-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');

  const email = uniqueEmail('resend');
  await signUp(page, 'Resend Me', email, 'secret-password');
  await page.goto('/resend-verification');
  const send = page.getByRole('button', { name: 'Send Verification Email' });
  await expect(send).toBeDisabled();
  await page.getByLabel('Email', { exact: true }).fill('   ');
  await expect(send).toBeDisabled();
  await page.getByLabel('Email', { exact: true }).fill(`  ${email}  `);
  await send.click();
  await expect(page.getByRole('status')).toContainText('verification email is on its way');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('');
  await expect(page.getByRole('link', { name: 'Go to Login' })).toBeVisible();

  await page.goto('/email-verified?success=false&error=nope');
  await expect(page.getByRole('heading', { name: 'Verification Failed' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request New Verification Link' })).toBeVisible();
});

test('forgot and reset the password with every validation text', async ({ page }) => {
  const email = await verifiedAccount(page, 'Grace', 'old-password');

  await page.goto('/reset-password');
  await expect(page.getByRole('alert')).toContainText(
    'Invalid reset token. Please request a new password reset.',
  );

  await page.goto('/forgot-password');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter your email address');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText(/expires in 1 hour/)).toBeVisible();
  await page.getByRole('button', { name: /Try again/ }).click();
  await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();

  await followMailLink(page, email, /Reset your Marquee password/);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  const submit = page.getByRole('button', { name: 'Reset Password' });
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in all fields');
  await page.getByLabel('New Password', { exact: true }).fill('12345');
  await page.getByLabel('Confirm Password', { exact: true }).fill('12345');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Password must be at least 6 characters long');
  await page.getByLabel('Confirm Password', { exact: true }).fill('new-password');
  await page.getByLabel('New Password', { exact: true }).fill('new-passw0rd');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match');
  await page.getByRole('button', { name: 'Show new password' }).click();
  await expect(page.getByLabel('New Password', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByLabel('New Password', { exact: true }).fill('new-password');
  await submit.click();
  await expect(page.getByRole('heading', { name: 'Password Reset Successful!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Login Now' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });

  await signIn(page, email, 'old-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await signIn(page, email, 'new-password');
  await expect(page).toHaveURL(/\/$/);
});

test('delete the account in two steps', async ({ page }) => {
  const email = await verifiedAccount(page, 'Linus', 'delete-me-please');
  await signIn(page, email, 'delete-me-please');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  await expect(page.getByText('Are you absolutely sure?')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Are you absolutely sure?')).toBeHidden();
  await page.getByRole('button', { name: 'Delete Account' }).click();
  await page.getByRole('button', { name: 'Yes, Delete' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await signIn(page, email, 'delete-me-please');
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
});
