import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Console messages that mean Module Federation failed to share a singleton: each one would give a
 * remote its own React, jotai store or styled-components registry.
 */
export const DUPLICATE_SINGLETON =
  /Invalid hook call|multiple Jotai instances|several instances of 'styled-components'/i;

/** Collects console errors and uncaught exceptions of a page. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || DUPLICATE_SINGLETON.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Counts the React DOM renderers that start on the page: every copy of react-dom registers itself with
 * the devtools hook, so a second copy loaded by a remote shows up as a second renderer.
 */
export async function countReactRenderers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    const renderers = new Map<number, unknown>();
    w.__reactRenderers = 0;
    w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers,
      supportsFiber: true,
      isDisabled: false,
      inject(renderer: unknown) {
        renderers.set(renderers.size + 1, renderer);
        w.__reactRenderers = renderers.size;
        return renderers.size;
      },
      checkDCE() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      onScheduleFiberRoot() {},
    };
  });
}

export const reactRenderers = (page: Page) =>
  page.evaluate(() => (window as unknown as { __reactRenderers: number }).__reactRenderers);

// Accounts, made the way a person makes one: sign up, follow the mailed link, sign in.

/** An address no other test (or earlier run on the same database) uses. */
export const uniqueEmail = (name: string) =>
  `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/**
 * Opens the local mailbox page, waits for the newest message to `email` whose subject matches, and
 * follows its link, as a person reading the mail would.
 */
export async function followMailLink(page: Page, email: string, subject: RegExp): Promise<void> {
  await expect
    .poll(async () => {
      const { messages } = await (
        await page.request.get(`/api/dev/mail?to=${encodeURIComponent(email)}`)
      ).json();
      return (messages as { subject: string }[]).some((message) => subject.test(message.subject));
    })
    .toBe(true);
  await page.goto('/dev/mail');
  const message = page.locator('article', { hasText: email }).filter({ hasText: subject }).first();
  await message.getByRole('link').first().click();
}

export async function signUp(page: Page, name: string, email: string, password: string) {
  await page.goto('/register');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'check your email' })).toBeVisible();
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

export async function verifiedAccount(page: Page, name: string, password: string): Promise<string> {
  const email = uniqueEmail(name.toLowerCase());
  await signUp(page, name, email, password);
  await followMailLink(page, email, /Verify your email/);
  await expect(page.getByRole('heading', { name: 'Email Verified!' })).toBeVisible();
  return email;
}

/** A new verified user called `name`, signed in on `page` through the form; answers the email. */
export async function signedInAsNewUser(page: Page, name: string, password: string): Promise<string> {
  const email = await verifiedAccount(page, name, password);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/$/);
  return email;
}

/** Listed in ADMIN_EMAILS by serve.mjs: this account signs up as an admin. */
export const ADMIN_ACCOUNT = { email: 'e2e-admin@example.com', password: 'admin-password-1' };

/**
 * Makes the e2e admin unless an earlier test made it. Signing it in first, rather than signing it up again
 * and taking the 409, keeps the specs that use it under the per-address sign-up limit (5 attempts in 15
 * minutes, a 409 counted too).
 */
export async function ensureAdminAccount(request: APIRequestContext): Promise<void> {
  const { email, password } = ADMIN_ACCOUNT;
  const login = await request.post('/api/auth/login', { data: { email, password } });
  if (!login.ok()) await apiVerifiedAccount(request, 'Admin', email, password);
}

/** A catalog film no other test (or earlier run on the same database) is likely to review. */
export async function littleReviewedFilm(request: APIRequestContext): Promise<{ id: number; title: string }> {
  const listPage = 2 + Math.floor(Math.random() * 40);
  const { results } = (await (await request.get(`/api/tmdb/movie/popular?page=${listPage}`)).json()) as {
    results: { id: number; title: string }[];
  };
  return results[Math.floor(Math.random() * results.length)]!;
}

/** The most popular film of the catalog the e2e server runs on. */
export async function popularCatalogFilm(request: APIRequestContext): Promise<{ id: number; title: string }> {
  const { results } = (await (await request.get('/api/tmdb/movie/popular')).json()) as {
    results: { id: number; title: string }[];
  };
  return results[0]!;
}

/**
 * Signs up through the API and follows the verification link from the local mailbox. An address that is
 * already registered (a retry on the same server) is left as it is.
 */
export async function apiVerifiedAccount(
  request: APIRequestContext,
  name: string,
  email: string,
  password: string,
): Promise<void> {
  const registered = await request.post('/api/auth/register', { data: { name, email, password } });
  if (registered.status() === 409) return;
  expect(registered.status()).toBe(201);
  let link: string | undefined;
  await expect
    .poll(async () => {
      const { messages } = await (await request.get(`/api/dev/mail?to=${encodeURIComponent(email)}`)).json();
      link = (messages as { links: string[] }[])[0]?.links[0];
      return link;
    })
    .toBeTruthy();
  const verified = await request.get(link!, { maxRedirects: 0 });
  expect(verified.headers().location).toBe('/email-verified?success=true');
}

/** Signs in through the login form and waits for the signed-in navigation. */
export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await signIn(page, email, password);
  // The bell is in the bar at every width; the account links may be in the menu.
  await expect(page.getByRole('banner').getByRole('link', { name: /^Notifications/ })).toBeVisible();
}

/**
 * Follows one of the bar's account links wherever the bar shows it: inline, or in the menu when the bar
 * has no room for every link (an admin's at 1280 px, longer words in other languages).
 */
export async function followAccountLink(page: Page, name: string): Promise<void> {
  const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) {
    await menu.click();
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name }).click();
  } else {
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name }).click();
  }
}

/** A review written through the API by the account `email`. */
export async function apiReview(
  request: APIRequestContext,
  account: { email: string; password: string },
  review: { movieId: string; movieTitle: string; rating: number; comment: string; title?: string },
): Promise<void> {
  const { token } = await (await request.post('/api/auth/login', { data: account })).json();
  const written = await request.post('/api/reviews', {
    headers: { authorization: `Bearer ${token}` },
    data: review,
  });
  expect(written.status()).toBe(201);
}
