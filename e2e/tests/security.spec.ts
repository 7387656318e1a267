import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  ADMIN_ACCOUNT,
  apiReview,
  apiVerifiedAccount,
  ensureAdminAccount,
  followAccountLink,
  littleReviewedFilm,
  signInThroughForm,
  uniqueEmail,
} from './support';

/*
 * The browser's side of the security rules of docs/product.md §6 and §10.1 over the local catalog: what people type is shown as text
 * wherever it appears, the product runs under its own Content-Security-Policy, the browser sees the
 * security headers, other origins cannot read the API, and oversized bodies are refused.
 */

const PASSWORD = 'plain-text-only';

/** Markup that would run script if a page inserted it as HTML instead of text. */
const IMG = '<img src=x onerror=alert(1)>';
const SCRIPT = '<script>alert(1)</script>';
const SVG = '"><svg onload=alert(1)>';
const JS_LINK = '<a href="javascript:alert(1)">javascript:alert(1)</a>';

/**
 * What the payloads would have created had any of them been parsed as HTML. The page's own inline
 * script elements are JSON data blocks, which never run, and the theme and start scripts their CSP
 * hashes allow.
 */
const INJECTED =
  'script:not([src]):not([type="application/json"]):not(#theme-script):not(#app-start), img[src="x"], [onerror], [onload], [href^="javascript:" i]';

/**
 * Records every sign that script ran or was refused on `page`: alert dialogs, Content-Security-Policy
 * violation events and console errors naming the policy. The violation listener is an init script, which
 * the browser runs outside the page's CSP; `listening` proves it is there.
 */
async function watchForScript(page: Page) {
  const signs = { dialogs: [] as string[], violations: [] as string[], cspErrors: [] as string[] };
  page.on('dialog', (dialog) => {
    signs.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      signs.cspErrors.push(message.text());
    }
  });
  await page.exposeBinding('reportCspViolation', (_source, violation: string) => {
    signs.violations.push(violation);
  });
  await page.addInitScript(() => {
    const w = window as unknown as { reportCspViolation(violation: string): void; cspListening: boolean };
    document.addEventListener('securitypolicyviolation', (event) =>
      w.reportCspViolation(`${event.effectiveDirective} blocked ${event.blockedURI}`),
    );
    w.cspListening = true;
  });
  const listening = () =>
    page.evaluate(() => (window as unknown as { cspListening?: boolean }).cspListening === true);
  /** No dialog, violation or policy error so far, with the listener proven to be in place. */
  const expectNoneSoFar = async () => {
    expect(await listening()).toBe(true);
    expect(signs.dialogs).toEqual([]);
    expect(signs.violations).toEqual([]);
    expect(signs.cspErrors).toEqual([]);
  };
  return { ...signs, expectNoneSoFar };
}

/** `scope` shows each text verbatim, and nothing on the page was built from the markup. */
async function expectShownAsText(scope: Locator, ...texts: string[]): Promise<void> {
  for (const text of texts) await expect(scope).toContainText(text);
  await expect(scope.page().locator(INJECTED)).toHaveCount(0);
}

const signedInToken = async (request: APIRequestContext, email: string) =>
  (await (await request.post('/api/auth/login', { data: { email, password: PASSWORD } })).json()) as {
    token: string;
    user: { id: string };
  };

/** A new account whose name, review of a little-reviewed film and watchlist are all markup. */
async function markupAuthor(request: APIRequestContext) {
  const email = uniqueEmail('markup');
  const tag = email.split('@')[0]!;
  const author = {
    email,
    name: `${SVG} ${IMG} ${tag}`,
    film: await littleReviewedFilm(request),
    movieTitle: `${SCRIPT} ${tag}`,
    title: `${IMG} ${SCRIPT}`,
    comment: `${SCRIPT} ${IMG} ${SVG} ${JS_LINK} ${tag}`,
    watchlistTitle: `${SCRIPT} ${SVG} ${tag}`,
    watchlistOverview: `${IMG} ${JS_LINK}`,
  };
  await apiVerifiedAccount(request, author.name, email, PASSWORD);
  await apiReview(
    request,
    { email, password: PASSWORD },
    {
      movieId: String(author.film.id),
      movieTitle: author.movieTitle,
      rating: 3,
      title: author.title,
      comment: author.comment,
    },
  );
  const { token, user } = await signedInToken(request, email);
  const added = await request.post(`/api/users/${user.id}/watchlist`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      movieId: String(author.film.id),
      title: author.watchlistTitle,
      overview: author.watchlistOverview,
      poster: 'javascript:alert(1)',
    },
  });
  expect(added.status()).toBe(200);
  return author;
}

type Author = Awaited<ReturnType<typeof markupAuthor>>;

const reviewBy = (page: Page, author: Author) =>
  page.getByRole('article', { name: `Review by ${author.name}` });

test('markup in a review, a name and a watchlist entry shows as text to its author', async ({
  page,
  request,
}) => {
  const author = await markupAuthor(request);
  const watch = await watchForScript(page);
  await signInThroughForm(page, author.email, PASSWORD);

  await page.goto(`/movie/${author.film.id}`);
  await expect(page.getByRole('heading', { level: 1, name: author.film.title })).toBeVisible();
  const panel = page.getByRole('region', { name: 'Reviews', exact: true });
  await expectShownAsText(reviewBy(page, author), author.name, author.title, author.comment);

  await panel.getByRole('button', { name: 'All Reviews' }).click();
  await expect(page).toHaveURL(new RegExp(`/movie/${author.film.id}/reviews$`));
  await expectShownAsText(reviewBy(page, author), author.name, author.title, author.comment);

  await page.goto('/profile');
  await expectShownAsText(
    page.getByTestId('page-mfe_account-ProfilePage'),
    author.name,
    author.movieTitle,
    author.title,
    author.comment,
  );

  await page.goto('/watchlist');
  await expectShownAsText(
    page.getByRole('list', { name: 'My Watchlist' }),
    author.watchlistTitle,
    author.watchlistOverview,
  );

  await watch.expectNoneSoFar();
});

test("markup in a user's name and review shows as text in the admin tables", async ({ page, request }) => {
  const author = await markupAuthor(request);
  await ensureAdminAccount(request);
  const watch = await watchForScript(page);
  await signInThroughForm(page, ADMIN_ACCOUNT.email, ADMIN_ACCOUNT.password);
  await page.goto('/admin');

  await page.getByRole('tab', { name: 'Reviews' }).click();
  await expectShownAsText(
    page.getByRole('table', { name: 'Reviews' }).getByRole('row').filter({ hasText: author.email }),
    author.movieTitle,
    author.name,
    author.title,
    author.comment,
  );

  await page.getByRole('tab', { name: 'Users' }).click();
  await expectShownAsText(
    page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: author.email }),
    author.name,
  );

  await watch.expectNoneSoFar();
});

test('a chat question with markup shows as text, and so does the answer quoting it', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('asker');
  await apiVerifiedAccount(request, 'Asker', email, PASSWORD);
  const watch = await watchForScript(page);
  await signInThroughForm(page, email, PASSWORD);
  await page.goto('/ai-features');
  await page.getByRole('button', { name: 'Ask AI' }).click();
  const dialog = page.getByRole('dialog', { name: 'AI Movie Assistant' });
  const subject = `${IMG} ${SVG} ${SCRIPT}`;
  await dialog.getByRole('textbox', { name: 'Message' }).fill(`Who directed ${subject}`);
  await dialog.getByRole('button', { name: 'Send' }).click();

  await expectShownAsText(dialog.getByTestId('chat-user'), `Who directed ${subject}`);
  // The offline engine quotes a title it cannot find.
  await expectShownAsText(dialog.getByTestId('chat-ai').last(), `couldn't find "${subject}"`);
  await watch.expectNoneSoFar();
});

test('the product runs under its Content-Security-Policy from the home page to the admin dashboard', async ({
  page,
  request,
}) => {
  await ensureAdminAccount(request);
  const watch = await watchForScript(page);

  const home = await page.goto('/');
  const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(home!.headers()['content-security-policy'] ?? '');
  expect(scriptSrc?.[1]).toBeDefined();
  expect(scriptSrc![1]).not.toContain("'unsafe-inline'");
  await page.getByRole('region', { name: 'Popular Movies', exact: true }).scrollIntoViewIfNeeded();
  await page.getByRole('list', { name: 'Popular Movies' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/movie\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/genres');
  await expect(page.getByText(/^Found [\d,]+ movies$/)).toBeVisible();
  await page.goto('/search?q=the');
  await expect(
    page.getByRole('list', { name: 'Search results for the' }).getByRole('link').first(),
  ).toBeVisible();

  await signInThroughForm(page, ADMIN_ACCOUNT.email, ADMIN_ACCOUNT.password);
  await followAccountLink(page, 'Profile');
  await expect(page.getByTestId('page-mfe_account-ProfilePage')).toBeVisible();
  await followAccountLink(page, 'Admin Dashboard');
  await expect(page.getByText('Total Users')).toBeVisible();

  await watch.expectNoneSoFar();

  // The watch itself works: inline script the policy refuses is reported.
  await page.evaluate(() =>
    document.head.append(Object.assign(document.createElement('script'), { text: '1' })),
  );
  await expect
    .poll(() => watch.violations)
    .toEqual([expect.stringMatching(/^script-src-elem blocked inline/)]);
});

/** Serves a blank page on a port of its own: an origin other than the product's. */
async function otherOrigin(): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Elsewhere</title>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** What a script on `page` gets from `url`: the status and body, or the error that kept it from reading. */
const readFrom = (page: Page, url: string, init: RequestInit = {}) =>
  page.evaluate(
    async ([url, init]) => {
      try {
        const response = await fetch(url, init);
        return { status: response.status, body: await response.text() };
      } catch (error) {
        return { error: (error as Error).name };
      }
    },
    [url, init] as const,
  );

test('the browser sees the security headers on the page and the API', async ({ page }) => {
  const apiAnswer = page.waitForResponse((response) => response.url().includes('/api/'));
  const shell = await page.goto('/');
  const pageHeaders = shell!.headers();
  expect(pageHeaders['x-content-type-options']).toBe('nosniff');
  expect(pageHeaders['content-security-policy']).toMatch(/frame-ancestors 'self'/);
  expect(pageHeaders['x-frame-options']).toBe('SAMEORIGIN');
  expect(pageHeaders['referrer-policy']).toBe('no-referrer');
  const apiHeaders = (await apiAnswer).headers();
  expect(apiHeaders['x-content-type-options']).toBe('nosniff');
  expect(apiHeaders['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(apiHeaders['x-frame-options']).toBe('DENY');
});

test('another origin cannot read the API; the product itself can', async ({ page, baseURL }) => {
  const elsewhere = await otherOrigin();
  try {
    const health = new URL('/api/health', baseURL).href;
    const login = {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_ACCOUNT.email, password: ADMIN_ACCOUNT.password }),
    };
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (/blocked by CORS policy/.test(message.text())) refusals.push(message.text());
    });
    await page.goto(elsewhere.url);
    expect(await readFrom(page, health)).toEqual({ error: 'TypeError' });
    expect(await readFrom(page, new URL('/api/auth/login', baseURL).href, login)).toEqual({
      error: 'TypeError',
    });
    // Refused by the browser's CORS check, not lost on the way.
    expect(refusals).toHaveLength(2);

    await page.goto('/');
    expect(await readFrom(page, health)).toMatchObject({ status: 200 });
  } finally {
    await elsewhere.close();
  }
});

test('a body over the 1 MB limit sent from the page gets 413 with a message', async ({ page }) => {
  await page.goto('/');
  const answer = await readFrom(page, '/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'big@example.com', password: 'x'.repeat(2 * 1024 * 1024) }),
  });
  expect(answer).toMatchObject({ status: 413 });
  expect(JSON.parse((answer as { body: string }).body)).toEqual({ message: expect.any(String) });
});
