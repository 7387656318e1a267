import type { ReviewDetails, VoteType } from '@marquee/contracts';
import { pages } from '@marquee/contracts/pages';
import { startLocalApi, type LocalApi, type LocalApiReply } from '@marquee/testing/localApi';
import { currentLocation, renderPage } from '@marquee/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, type createStore } from 'jotai';
import ReviewPage from '../ReviewPage';
import { guestStore, storeSignedInAs } from '../../testing/viewerStore';

const REVIEW_ID = 'c0000000-0000-4000-8000-000000000003';
const ada = { id: 'a0000000-0000-4000-8000-000000000001', name: 'Ada', token: 'token-ada' };
const bob = { id: 'b0000000-0000-4000-8000-000000000002', name: 'Bob', token: 'token-bob' };

function details(overrides: { handle?: string | null; userVote?: VoteType | null } = {}): ReviewDetails {
  return {
    review: {
      id: REVIEW_ID,
      movieId: '550',
      movieTitle: 'Fight Club',
      language: 'en',
      rating: 4,
      title: 'Soap & rules',
      comment: 'The first rule.\n\nThe second rule, written out in full, however long it runs.',
      user: { id: bob.id, username: 'Bob' },
      createdAt: '2024-03-01T10:00:00.000Z',
      updatedAt: '2024-03-01T10:00:00.000Z',
      likes: 2,
      dislikes: 1,
      userVote: overrides.userVote ?? null,
      source: 'user',
    },
    film: { id: '550', title: 'Fight Club', year: '1999', poster: '/fight-club.jpg' },
    author: {
      id: bob.id,
      name: 'Bob',
      handle: overrides.handle === undefined ? 'bob_b' : overrides.handle,
      avatar: null,
    },
  };
}

let api: LocalApi;
let answer: (path: string, method: string) => LocalApiReply;
beforeEach(async () => {
  api = await startLocalApi(({ path, method }) => answer(path, method));
});
afterEach(() => api.close());

function renderReviewPage(store: ReturnType<typeof createStore>, reviewId = REVIEW_ID) {
  renderPage(
    pages.review.path,
    <Provider store={store}>
      <ReviewPage />
    </Provider>,
    `/reviews/${reviewId}`,
  );
}

test('the review in full under its film, its author linked to their profile, and its votes', async () => {
  answer = () => ({ status: 200, body: details() });
  renderReviewPage(guestStore());

  const article = await screen.findByRole('article', { name: 'Review by Bob' });
  expect(screen.getByRole('heading', { level: 1, name: 'Fight Club (1999)' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Fight Club' })).toHaveAttribute('href', '/movie/550');
  expect(within(article).getByRole('link', { name: 'Bob' })).toHaveAttribute('href', '/u/bob_b');
  expect(within(article).getByRole('img', { name: 'Rated 4 out of 5 stars' })).toBeInTheDocument();
  expect(within(article).getByRole('heading', { name: 'Soap & rules' })).toBeInTheDocument();
  // The whole text, not cut.
  expect(within(article).getByText(/however long it runs\.$/)).toBeInTheDocument();
  expect(within(article).getByRole('button', { name: 'Like 2' })).toHaveAttribute('aria-pressed', 'false');
  expect(within(article).getByRole('button', { name: 'Dislike 1' })).toBeInTheDocument();
  expect(document.title).toBe('Bob on Fight Club · Marquee');
  expect(api.requests.map((request) => request.path)).toEqual([`/api/reviews/review/${REVIEW_ID}`]);
});

test('an author without a profile to show is named, not linked', async () => {
  answer = () => ({ status: 200, body: details({ handle: null }) });
  renderReviewPage(guestStore());
  const article = await screen.findByRole('article', { name: 'Review by Bob' });
  expect(within(article).getByText('Bob')).toBeInTheDocument();
  expect(within(article).queryByRole('link')).toBeNull();
});

test('a vote shows at once, and the server decides the counts', async () => {
  answer = (_path, method) =>
    method === 'POST'
      ? { status: 200, body: { reviewId: REVIEW_ID, likes: 3, dislikes: 1, userVote: 'like' } }
      : { status: 200, body: details() };
  renderReviewPage(storeSignedInAs(ada));
  const like = await screen.findByRole('button', { name: 'Like 2' });

  api.hold();
  await userEvent.click(like);
  expect(await screen.findByRole('button', { name: 'Like 3' })).toHaveAttribute('aria-pressed', 'true');
  api.release();
  expect(api.requests.at(-1)).toMatchObject({
    method: 'POST',
    path: `/api/reviews/${REVIEW_ID}/like`,
    body: { type: 'like' },
  });
});

test("a refused vote is taken back and says why (one's own review)", async () => {
  answer = (_path, method) =>
    method === 'POST'
      ? { status: 403, body: { message: 'You cannot like or dislike your own review.' } }
      : { status: 200, body: details() };
  renderReviewPage(storeSignedInAs(bob));
  await userEvent.click(await screen.findByRole('button', { name: 'Like 2' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('You cannot like or dislike your own review.');
  expect(screen.getByRole('button', { name: 'Like 2' })).toHaveAttribute('aria-pressed', 'false');
});

test('a guest who votes is sent to sign in, and comes back here', async () => {
  answer = () => ({ status: 200, body: details() });
  renderReviewPage(guestStore());
  await userEvent.click(await screen.findByRole('button', { name: 'Like 2' }));
  expect(currentLocation()).toBe('/login');
  expect(localStorage.getItem('returnUrl')).toBe(`/reviews/${REVIEW_ID}`);
});

test("Copy link puts the review's full address on the clipboard", async () => {
  answer = () => ({ status: 200, body: details() });
  const user = userEvent.setup();
  // user-event's stand-in clipboard; its readText cannot read back under jsdom, so the write is watched.
  const writeText = jest.spyOn(navigator.clipboard, 'writeText');
  renderReviewPage(guestStore());
  await user.click(await screen.findByRole('button', { name: 'Copy link' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Link copied');
  expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/reviews/${REVIEW_ID}`);
});

test.each([
  ['an unknown, hidden or blocked review', 404, { message: 'Review not found' }],
  ['an id that is no review id', 400, { message: 'params/reviewId must match format "uuid"' }],
])('%s: not found, with the way home', async (_case, status, body) => {
  answer = () => ({ status, body });
  renderReviewPage(guestStore());
  expect(await screen.findByRole('heading', { level: 1, name: 'Review Not Found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go Back Home' })).toHaveAttribute('href', '/');
  expect(document.title).toBe('Review Not Found · Marquee');
});

test('a failure says so, and Retry asks again', async () => {
  answer = () => ({ status: 500, body: { message: 'Internal Server Error' } });
  renderReviewPage(guestStore());
  expect(await screen.findByRole('heading', { name: "Couldn't load this review" })).toBeInTheDocument();
  answer = () => ({ status: 200, body: details() });
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('article', { name: 'Review by Bob' })).toBeInTheDocument();
});
