import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  apiVerifiedAccount,
  collectConsoleErrors,
  littleReviewedFilm,
  signIn,
  signInThroughForm,
  uniqueEmail,
} from './support';
import { expectNoHorizontalOverflow, overlaps } from './layoutChecks';

const PASSWORD = 'notify-me-please';

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const { token } = (await (
    await request.post('/api/auth/login', { data: { email, password: PASSWORD } })
  ).json()) as {
    token: string;
  };
  return token;
}

/** An author with a review that another member liked: the author has one unread notification. */
async function likedAuthor(request: APIRequestContext): Promise<{ email: string; reviewId: string }> {
  const author = uniqueEmail('author');
  const liker = uniqueEmail('liker');
  await apiVerifiedAccount(request, 'Author', author, PASSWORD);
  await apiVerifiedAccount(request, 'Lena Liker', liker, PASSWORD);
  const film = await littleReviewedFilm(request);
  const written = await request.post('/api/reviews', {
    headers: { authorization: `Bearer ${await tokenOf(request, author)}` },
    data: { movieId: String(film.id), movieTitle: film.title, rating: 4, comment: 'Worth the wait.' },
  });
  expect(written.status()).toBe(201);
  const { id: reviewId } = (await written.json()) as { id: string };
  const liked = await request.post(`/api/reviews/${reviewId}/like`, {
    headers: { authorization: `Bearer ${await tokenOf(request, liker)}` },
    data: { type: 'like' },
  });
  expect(liked.status()).toBe(200);
  return { email: author, reviewId };
}

test('the bell counts a like on your review; the centre opens the review and marks it read', async ({
  page,
}, testInfo) => {
  const errors = collectConsoleErrors(page);
  const { email, reviewId } = await likedAuthor(page.request);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInThroughForm(page, email, PASSWORD);

  const bell = page.getByRole('link', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('bell-1280.png') });
  await bell.click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page.getByText('1 unread', { exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('centre-1280.png'), fullPage: true });

  await page.getByRole('link', { name: 'Unread: Lena Liker liked your review' }).click();
  await expect(page).toHaveURL(new RegExp(`/reviews/${reviewId}$`));
  await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  await page.goBack();
  await expect(page.getByText('All read', { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test('on a phone the bell sits beside the menu button, and the centre fits the screen', async ({
  page,
}, testInfo) => {
  const { email } = await likedAuthor(page.request);
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  const bell = page.getByRole('link', { name: 'Notifications, 1 unread' });
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(bell).toBeVisible();
  await expect(menu).toBeVisible();
  expect(await overlaps(bell, menu)).toBe(false);
  await page.screenshot({ path: testInfo.outputPath('bell-375.png') });

  await bell.click();
  await expect(page.getByRole('list', { name: 'Notifications' })).toBeVisible();
  await expectNoHorizontalOverflow(page, '/notifications');
  await page.screenshot({ path: testInfo.outputPath('centre-375.png'), fullPage: true });
});
