import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  apiReview,
  apiVerifiedAccount,
  collectConsoleErrors,
  popularCatalogFilm,
  signInThroughForm,
  uniqueEmail,
} from './support';

// The default project: the local catalog and Marquee's offline AI engine.
const PASSWORD = 'ai-password-1';

type Film = Awaited<ReturnType<typeof popularCatalogFilm>>;

/** A new verified account, signed up through the API; answers its email. */
async function verifiedAccount(request: APIRequestContext, name: string): Promise<string> {
  const email = uniqueEmail(name.toLowerCase());
  await apiVerifiedAccount(request, name, email, PASSWORD);
  return email;
}

const signIn = (page: Page, email: string) => signInThroughForm(page, email, PASSWORD);

/** A Marquee review of `film`: the local catalog has no external reviews for the analysis to read. */
const writeReview = (request: APIRequestContext, email: string, film: Film) =>
  apiReview(
    request,
    { email, password: PASSWORD },
    {
      movieId: String(film.id),
      movieTitle: film.title,
      rating: 5,
      comment: 'Brilliant and thrilling: stunning action, a clever story and great performances.',
    },
  );

const hub = (page: Page) => page.getByTestId('page-mfe_ai-AiFeaturesPage');

test('guests see the hub with sign-in prompts and are asked to sign in to chat', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/ai-features');
  await expect(hub(page).getByTestId('ai-connection')).toContainText('AI Service Online');
  await expect(hub(page).getByTestId('ai-connection')).toContainText("Marquee's offline engine");
  await expect(page.getByText('Please sign in to get personalized AI recommendations')).toBeVisible();
  await page.getByRole('tab', { name: 'Search' }).click();
  await expect(page.getByText('Please sign in to use AI-powered search')).toBeVisible();
  await page.getByRole('tab', { name: 'News' }).click();
  await expect(page.getByRole('heading', { name: 'Personalized Movie News' })).toBeVisible();

  await page.getByRole('button', { name: 'Ask AI' }).click();
  const dialog = page.getByRole('dialog', { name: 'AI Movie Assistant' });
  await expect(dialog.getByText('Sign in to chat with AI assistant')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a signed-in visitor gets mood recommendations linked to films and searches in words', async ({
  page,
  request,
}) => {
  const errors = collectConsoleErrors(page);
  await signIn(page, await verifiedAccount(request, 'Moody'));
  await page.goto('/ai-features');
  await page
    .getByRole('group', { name: 'Moods' })
    .getByRole('button', { name: /Feel Good/ })
    .click();
  const recommendations = page.getByRole('list', { name: 'Recommendations' });
  await expect(recommendations).toBeVisible();
  const firstFilm = recommendations.getByRole('link').first();
  await expect(firstFilm).toHaveAttribute('href', /^\/movie\/\d+$/);
  await expect(recommendations.getByText(/\d+% match/).first()).toBeVisible();

  await page.getByRole('tab', { name: 'Search' }).click();
  const examples = page.getByRole('group', { name: 'Example searches' });
  await expect(examples.getByRole('button')).toHaveCount(6);
  await examples.getByRole('button').first().click();
  await expect(page.getByTestId('ai-search-interpretation')).not.toBeEmpty();
  await expect(page.getByText("Answered by Marquee's offline engine")).toBeVisible();

  await page.getByRole('tab', { name: 'Recommendations' }).click();
  await page
    .getByRole('group', { name: 'Moods' })
    .getByRole('button', { name: /Action Packed/ })
    .click();
  const link = page.getByRole('list', { name: 'Recommendations' }).getByRole('link').first();
  const href = await link.getAttribute('href');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  expect(errors).toEqual([]);
});

test('the assistant answers a question word by word', async ({ page, request }) => {
  const errors = collectConsoleErrors(page);
  await signIn(page, await verifiedAccount(request, 'Chatty'));
  // Holds the chat request back until the typing indicator has been seen: the offline engine is quick.
  let letThrough = () => {};
  const held = new Promise<void>((resolve) => (letThrough = resolve));
  await page.route('**/api/ai/chat', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/ai-features');
  await page.getByRole('button', { name: 'Ask AI' }).click();
  const dialog = page.getByRole('dialog', { name: 'AI Movie Assistant' });
  const prompts = dialog.getByRole('group', { name: 'Suggested questions' });
  await expect(prompts.getByRole('button')).toHaveCount(3);

  await dialog.getByRole('textbox', { name: 'Message' }).fill('Can you recommend a funny movie?');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByTestId('chat-typing')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Send' })).toBeDisabled();
  await expect(prompts).toHaveCount(0);
  letThrough();
  await expect(dialog.getByTestId('chat-typing')).toHaveCount(0);
  const answer = dialog.getByTestId('chat-ai').nth(1);
  await expect(answer).not.toHaveText(/^Assistant: $/);
  await expect(answer).not.toContainText("I'm sorry");
  expect(errors).toEqual([]);
});

test("a film's page analyses the film and its reviews by itself", async ({ page, request }) => {
  const errors = collectConsoleErrors(page);
  const email = await verifiedAccount(request, 'Critic');
  const film = await popularCatalogFilm(request);
  await writeReview(request, email, film);
  await page.goto(`/movie/${film.id}`);

  // It runs by itself once the film is there.
  const movieAnalysis = page.getByTestId('widget-mfe_ai-MovieAnalysisPanel');
  await expect(movieAnalysis.getByText('Themes & Symbolism')).toBeVisible();
  await expect(movieAnalysis.getByText("Answered by Marquee's offline engine")).toBeVisible();
  await movieAnalysis.getByText('Cinematography').click();
  await expect(movieAnalysis.getByText('Style', { exact: true })).toBeVisible();

  const reviewAnalysis = page.getByTestId('widget-mfe_ai-ReviewAnalysisPanel');
  await reviewAnalysis.getByRole('button', { name: 'Analyze Reviews' }).click();
  await expect(reviewAnalysis.getByText(/\/10$/)).toBeVisible();
  await expect(reviewAnalysis.getByText(/reviews? analyzed/)).toBeVisible();
  await expect(reviewAnalysis.getByRole('button', { name: 'Re-analyze Reviews' })).toBeVisible();

  await signIn(page, email);
  await page.goto(`/movie/${film.id}`);
  await page.getByRole('button', { name: 'Ask AI' }).click();
  const dialog = page.getByRole('dialog', { name: 'AI Movie Assistant' });
  await expect(dialog.getByRole('log')).toContainText(`Ask me anything about ${film.title}`);
  await expect(dialog.getByRole('button', { name: `What is ${film.title} about?` })).toBeVisible();
  expect(errors).toEqual([]);
});
