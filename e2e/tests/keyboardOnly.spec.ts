import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiVerifiedAccount, littleReviewedFilm, uniqueEmail } from './support';
import { pageSettled } from './layoutChecks';

// The main flows with the keyboard alone: search, open a film, add it to the watchlist, review it and ask
// the assistant about it. Every step is reached with Tab (or Shift+Tab) and done with Enter, Space, arrows
// or typing; no click. Each control on the way shows a focus ring.

const PASSWORD = 'keyboard-only-1';
/** More Tab presses than any page needs to reach a control: a page with more is a finding in itself. */
const MAX_TABS = 250;

/** Whether `target` has the focus, and the ring a keyboard user sees on it (an outline or a box-shadow). */
function focusOf(target: Locator) {
  return target.evaluate((element) => {
    const style = getComputedStyle(element);
    const ring =
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    return { focused: element === document.activeElement, ring, visible: element.matches(':focus-visible') };
  });
}

/** Presses Tab (Shift+Tab with `backwards`) until `target` has the focus; it must show its focus ring. */
async function tabTo(page: Page, target: Locator, { backwards = false } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < MAX_TABS; presses++) {
    if ((await focusOf(target)).focused) break;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  expect(await focusOf(target)).toEqual({ focused: true, ring: true, visible: true });
}

test('search, open a film, keep it, review it and ask about it, with the keyboard only', async ({ page }) => {
  // Sign-in, search, a film, a review and the assistant, each reached by pressing Tab one key at a time:
  // several times a single page's budget on a busy machine (the clean-clone CI took 1.1 minutes).
  test.slow();
  const film = await littleReviewedFilm(page.request);
  const email = uniqueEmail('keys');
  await apiVerifiedAccount(page.request, 'Keys', email, PASSWORD);

  // Sign in: the form's fields in order, Enter sends it.
  await page.goto('/login');
  await tabTo(page, page.getByLabel('Email', { exact: true }));
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('banner').getByRole('link', { name: /^Notifications/ })).toBeVisible();

  // A page's first Tab offers the skip link.
  await page.goto('/');
  await pageSettled(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  expect(await focusOf(skip)).toEqual({ focused: true, ring: true, visible: true });

  // Search.
  const search = page.getByRole('banner').getByRole('searchbox', { name: 'Search movies' });
  await tabTo(page, search);
  await page.keyboard.type(film.title);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=/);

  // Open the film from its card.
  const card = page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(film.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
    .first();
  await tabTo(page, card);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/movie/${film.id}$`));
  await pageSettled(page);

  // Add it to the watchlist with Space.
  const keep = page.getByRole('main').getByRole('button', { name: 'Add to Watchlist' }).first();
  await tabTo(page, keep);
  await page.keyboard.press('Space');
  await expect(
    page.getByRole('main').getByRole('button', { name: 'Remove from Watchlist' }).first(),
  ).toBeVisible();

  // Review it: the stars are a radio group (arrows), the text fields are typed, Enter on Submit sends.
  const reviews = page.getByRole('region', { name: 'Reviews', exact: true });
  await tabTo(page, reviews.getByRole('button', { name: 'Write Review' }));
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: 'Write a review' });
  await tabTo(page, form.getByRole('radio').first());
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await tabTo(page, form.getByLabel('Your review'));
  await page.keyboard.type('Reviewed without a mouse.');
  await tabTo(page, form.getByRole('button', { name: 'Submit Review' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Review submitted successfully!' })).toBeVisible();
  await expect(reviews.getByText('Reviewed without a mouse.')).toBeVisible();

  // Ask the assistant: the dialog takes the focus, keeps it inside, and gives it back when it closes.
  const askAi = page.getByRole('button', { name: 'Ask AI' });
  await tabTo(page, askAi, { backwards: true });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'AI Movie Assistant' });
  const message = dialog.getByRole('textbox', { name: 'Message' });
  await tabTo(page, message);
  await page.keyboard.type(`What is ${film.title} about?`);
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('log')).toContainText(film.title);
  await expect(dialog.getByTestId('chat-typing')).toHaveCount(0);
  for (let presses = 0; presses < 30; presses++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(askAi).toBeFocused();
});
