import { expect, test } from '@playwright/test';
import { apiVerifiedAccount, collectConsoleErrors, littleReviewedFilm, uniqueEmail } from './support';

/*
 * A review's own page, the address people share (issue 22): its link preview is in the page's HTML for
 * crawlers, and the page shows the review in full under its film, to guests too.
 */

test('a shared review: its link preview, then the review in full under its film', async ({
  page,
  request,
}) => {
  const account = { email: uniqueEmail('sharer'), password: 'a long password 1' };
  await apiVerifiedAccount(request, 'Shirley Sharer', account.email, account.password);
  const { token } = await (await request.post('/api/auth/login', { data: account })).json();
  const film = await littleReviewedFilm(request);
  const written = await request.post('/api/reviews', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      movieId: String(film.id),
      movieTitle: film.title,
      rating: 4,
      title: 'Worth a link',
      comment: 'Share this one with <everyone> & their friends.',
    },
  });
  expect(written.status()).toBe(201);
  const { id } = (await written.json()) as { id: string };

  // What a chat app's crawler reads, without running any script.
  const html = await (await request.get(`/reviews/${id}`, { headers: { accept: 'text/html' } })).text();
  expect(html).toMatch(new RegExp(`<meta property="og:title" content="Shirley Sharer on [^"]+">`));
  expect(html).toContain(
    '<meta property="og:description" content="★★★★☆ Worth a link: Share this one with &lt;everyone&gt; &amp; their friends.">',
  );
  expect(html).toMatch(new RegExp(`<meta property="og:url" content="http://localhost:\\d+/reviews/${id}">`));

  const errors = collectConsoleErrors(page);
  await page.goto(`/reviews/${id}`);
  const review = page.getByRole('article', { name: 'Review by Shirley Sharer' });
  await expect(review.getByRole('heading', { name: 'Worth a link' })).toBeVisible();
  await expect(review.getByText('Share this one with <everyone> & their friends.')).toBeVisible();
  await expect(review.getByRole('button', { name: 'Like 0', exact: true })).toBeVisible();
  await expect(page).toHaveTitle(`Shirley Sharer on ${film.title} · Marquee`);

  await page.getByRole('heading', { level: 1 }).getByRole('link', { name: film.title }).click();
  await expect(page).toHaveURL(new RegExp(`/movie/${film.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: film.title })).toBeVisible();
  expect(errors).toEqual([]);
});

test('an unknown review is not found, and its page previews as any other', async ({ page, request }) => {
  const unknown = '00000000-0000-4000-8000-000000000000';
  const html = await (await request.get(`/reviews/${unknown}`, { headers: { accept: 'text/html' } })).text();
  expect(html).toContain('<meta property="og:title" content="Marquee">');
  expect(html).not.toContain('og:url');

  await page.goto(`/reviews/${unknown}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Review Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go Back Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
