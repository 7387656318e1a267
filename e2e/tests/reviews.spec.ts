import { expect, test, type Browser, type Page } from '@playwright/test';
import { collectConsoleErrors, littleReviewedFilm, signedInAsNewUser, verifiedAccount } from './support';

/*
 * Reviews in the browser over the local catalog: the movie page's panel (write, validation, a second
 * review turning into an edit) and the reviews page (write, edit, delete, votes by another user, filters
 * and sorts), every change showing without a reload.
 */

const PASSWORD = 'paper-street';

interface Film {
  id: number;
  title: string;
}

/** A new browser session signed in as a new verified user called `name`. */
async function signedInUser(browser: Browser, name: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signedInAsNewUser(page, name, PASSWORD);
  return page;
}

async function openFilm(page: Page, film: Film): Promise<void> {
  await page.goto(`/movie/${film.id}`);
  await expect(page.getByRole('heading', { level: 1, name: film.title })).toBeVisible();
}

const panel = (page: Page) => page.getByRole('region', { name: 'Reviews', exact: true });
const reviewBy = (page: Page, name: string) => page.getByRole('article', { name: `Review by ${name}` });
const summary = (page: Page) => page.getByRole('region', { name: 'Rating summary' });
const filter = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Show reviews' }).getByRole('button', { name: new RegExp(`^${name} \\(`) });
/** A success line (role status) saying `text`. */
const statusLine = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const listed = (page: Page) => page.getByRole('list', { name: 'Reviews' }).getByRole('article');

async function openReviewsPage(page: Page, film: Film): Promise<void> {
  await openFilm(page, film);
  await panel(page).getByRole('button', { name: 'All Reviews' }).click();
  await expect(page).toHaveURL(new RegExp(`/movie/${film.id}/reviews$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
}

async function fillReview(page: Page, stars: number, comment: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Write a review' });
  await form.getByRole('radio', { name: stars === 1 ? '1 star' : `${stars} stars` }).check();
  await form.getByLabel('Your review').fill(comment);
}

test('the movie page panel: guests sign in first, then write; a second review becomes an edit', async ({
  page,
}) => {
  const email = await verifiedAccount(page, 'Ada', PASSWORD);
  const errors = collectConsoleErrors(page);
  const film = await littleReviewedFilm(page.request);

  // A guest pressing Write Review signs in and comes back to the film.
  await openFilm(page, film);
  await expect(panel(page).getByText('No reviews yet.')).toBeVisible();
  await panel(page).getByRole('button', { name: 'Write Review' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/movie/${film.id}$`));

  await panel(page).getByRole('button', { name: 'Write Review' }).click();
  const form = page.getByRole('form', { name: 'Write a review' });
  // Submit stays aria-disabled (announced, still focusable) until the form is complete; submitting anyway
  // (Enter in the title) says what is missing.
  await expect(form.getByRole('button', { name: 'Submit Review' })).toHaveAttribute('aria-disabled', 'true');
  await form.getByLabel('Title (optional)').press('Enter');
  await expect(form.getByRole('alert')).toHaveText('Please provide a rating and comment');

  await fillReview(page, 4, '  Quietly devastating.  ');
  await form.getByLabel('Title (optional)').fill('A slow burn');
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(statusLine(page, 'Review submitted successfully!')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(panel(page).getByText('4.0 average from 1 review')).toBeVisible();
  await expect(reviewBy(page, 'Ada')).toContainText('A slow burn');
  await expect(reviewBy(page, 'Ada')).toContainText('Quietly devastating.');

  // One review per user and film: Write Review now opens that review for editing, its stars first.
  await panel(page).getByRole('button', { name: 'Write Review' }).click();
  const editForm = page.getByRole('form', { name: 'Edit your review' });
  await expect(editForm.getByLabel('Your review')).toHaveValue('Quietly devastating.');
  await expect(editForm.getByRole('radio', { name: '4 stars' })).toBeFocused();
  await editForm.getByRole('radio', { name: '5 stars' }).check();
  await editForm.getByRole('button', { name: 'Update Review' }).click();
  await expect(statusLine(page, 'Review updated successfully!')).toBeVisible();
  await expect(panel(page).getByText('5.0 average from 1 review')).toBeVisible();
  await expect(reviewBy(page, 'Ada').getByRole('img', { name: /^Rated 5 out of 5/ })).toBeVisible();

  await openReviewsPage(page, film);
  await expect(summary(page)).toContainText('1 review');
  await expect(summary(page).getByLabel(/^Average rating/)).toHaveText('5.0');
  expect(errors).toEqual([]);
});

test('a second review written from a page opened before the first turns into editing the first, said once', async ({
  page,
  context,
}) => {
  await signedInAsNewUser(page, 'Ada', PASSWORD);
  const film = await littleReviewedFilm(page.request);
  const errors = collectConsoleErrors(page);
  // A second tab opened on the film before the review exists: its list does not know the review.
  const earlier = await context.newPage();
  await openFilm(earlier, film);
  await expect(panel(earlier).getByText('No reviews yet.')).toBeVisible();

  await openFilm(page, film);
  await panel(page).getByRole('button', { name: 'Write Review' }).click();
  await fillReview(page, 4, 'First thoughts.');
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(statusLine(page, 'Review submitted successfully!')).toBeVisible();

  await panel(earlier).getByRole('button', { name: 'Write Review' }).click();
  await fillReview(earlier, 2, 'Second thoughts.');
  await earlier.getByRole('button', { name: 'Submit Review' }).click();
  const editForm = earlier.getByRole('form', { name: 'Edit your review' });
  await expect(editForm.getByLabel('Your review')).toHaveValue('First thoughts.');
  await expect(earlier.getByText(/already reviewed/)).toHaveCount(1);
  await expect(earlier.getByRole('alert')).toHaveCount(0);
  // The browser itself reports the refused second review (409); that one is expected.
  expect(errors.filter((error) => !error.includes('409 (Conflict)'))).toEqual([]);
});

test('the reviews page: write, edit, delete; another user votes; filters and sorts count', async ({
  browser,
}) => {
  // A whole story across two signed-in users: several times a single page's budget.
  test.slow();
  const ada = await signedInUser(browser, 'Ada');
  const bob = await signedInUser(browser, 'Bob');
  const errors = [...collectConsoleErrors(ada), ...collectConsoleErrors(bob)];
  const film = await littleReviewedFilm(ada.request);

  // Ada writes, then edits through the pencil.
  await openReviewsPage(ada, film);
  await expect(ada.getByRole('heading', { name: 'No review found' })).toBeVisible();
  await expect(ada.getByText('Be the first to review!')).toBeVisible();
  await fillReview(ada, 3, 'Uneven.');
  await expect(ada.getByText('7/1000 characters')).toBeVisible();
  await ada.getByRole('button', { name: 'Submit Review' }).click();
  const adaStatus = statusLine(ada, 'Review submitted successfully!');
  await expect(adaStatus).toBeVisible();
  await expect(adaStatus).toBeHidden(); // status messages go away on their own
  await expect(summary(ada)).toContainText('1 review');

  await reviewBy(ada, 'Ada').getByRole('button', { name: 'Edit review' }).click();
  const editForm = ada.getByRole('form', { name: 'Edit your review' });
  await editForm.getByRole('radio', { name: '2 stars' }).check();
  await editForm.getByLabel('Your review').fill('Uneven, and long.');
  await editForm.getByRole('button', { name: 'Update Review' }).click();
  await expect(statusLine(ada, 'Review updated successfully!')).toBeVisible();
  await expect(reviewBy(ada, 'Ada')).toContainText('Uneven, and long.');
  await expect(summary(ada).getByLabel(/^Average rating/)).toHaveText('2.0');

  // Bob writes his own and votes on Ada's: like, like again (taken back), then dislike.
  await openReviewsPage(bob, film);
  await fillReview(bob, 5, 'Loved every minute.');
  await bob.getByRole('button', { name: 'Submit Review' }).click();
  await expect(statusLine(bob, 'Review submitted successfully!')).toBeVisible();
  await expect(summary(bob)).toContainText('2 reviews');
  await expect(summary(bob).getByLabel(/^Average rating/)).toHaveText('3.5');

  const adas = reviewBy(bob, 'Ada');
  await expect(adas.getByRole('button', { name: /review$/ })).toHaveCount(0);
  await adas.getByRole('button', { name: /^Like/ }).click();
  await expect(adas.getByRole('button', { name: 'Like 1', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await adas.getByRole('button', { name: /^Like/ }).click();
  await expect(adas.getByRole('button', { name: 'Like 0', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await adas.getByRole('button', { name: /^Dislike/ }).click();
  await expect(adas.getByRole('button', { name: 'Dislike 1' })).toHaveAttribute('aria-pressed', 'true');
  await expect(adas.getByRole('button', { name: 'Like 0', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  // Filters with their counts, and sorts.
  await expect(filter(bob, 'All')).toHaveText('All (2)');
  await expect(filter(bob, 'Users')).toHaveText('Users (2)');
  await expect(filter(bob, 'TMDB')).toHaveText('TMDB (0)');
  await expect(filter(bob, 'Positive')).toHaveText('Positive (1)');
  await expect(filter(bob, 'Negative')).toHaveText('Negative (1)');
  await filter(bob, 'Negative').click();
  await expect(listed(bob)).toHaveCount(1);
  await expect(listed(bob).first()).toHaveAccessibleName('Review by Ada');
  await filter(bob, 'Positive').click();
  await expect(listed(bob).first()).toHaveAccessibleName('Review by Bob');
  await filter(bob, 'All').click();
  const sortBy = bob.getByRole('combobox', { name: 'Sort by' });
  await sortBy.selectOption({ label: 'Lowest rated' });
  await expect(listed(bob).first()).toHaveAccessibleName('Review by Ada');
  await sortBy.selectOption({ label: 'Highest rated' });
  await expect(listed(bob).first()).toHaveAccessibleName('Review by Bob');
  await sortBy.selectOption({ label: 'Oldest' });
  await expect(listed(bob).first()).toHaveAccessibleName('Review by Ada');
  await sortBy.selectOption({ label: 'Most helpful' });
  await expect(listed(bob).first()).toHaveAccessibleName('Review by Bob');

  // Ada comes back, sees Bob's review and vote, and deletes hers: refused once, then confirmed.
  await openReviewsPage(ada, film);
  await expect(summary(ada)).toContainText('2 reviews');
  await expect(reviewBy(ada, 'Ada').getByRole('button', { name: 'Dislike 1' })).toBeVisible();
  const dialogs: string[] = [];
  ada.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void (dialogs.length === 1 ? dialog.dismiss() : dialog.accept());
  });
  await reviewBy(ada, 'Ada').getByRole('button', { name: 'Delete review' }).click();
  await expect.poll(() => dialogs).toEqual(['Are you sure you want to delete this review?']);
  await expect(reviewBy(ada, 'Ada')).toBeVisible();
  await reviewBy(ada, 'Ada').getByRole('button', { name: 'Delete review' }).click();
  await expect(statusLine(ada, 'Review deleted successfully!')).toBeVisible();
  await expect(reviewBy(ada, 'Ada')).toHaveCount(0);
  await expect(summary(ada)).toContainText('1 review');
  await expect(summary(ada).getByLabel(/^Average rating/)).toHaveText('5.0');
  await expect(filter(ada, 'Negative')).toHaveText('Negative (0)');

  // A guest sees the reviews; voting and writing send them to sign in.
  const guest = await (await browser.newContext()).newPage();
  await openFilm(guest, film);
  await reviewBy(guest, 'Bob').getByRole('button', { name: /^Like/ }).click();
  await expect(guest).toHaveURL(/\/login$/);
  expect(await guest.evaluate(() => localStorage.getItem('returnUrl'))).toBe(`/movie/${film.id}`);
  await openFilm(guest, film);
  await panel(guest).getByRole('button', { name: 'All Reviews' }).click();
  await expect(guest).toHaveURL(/\/login$/);
  expect(await guest.evaluate(() => localStorage.getItem('returnUrl'))).toBe(`/movie/${film.id}/reviews`);
  expect(errors).toEqual([]);
  await Promise.all([ada, bob, guest].map((visitor) => visitor.context().close()));
});
