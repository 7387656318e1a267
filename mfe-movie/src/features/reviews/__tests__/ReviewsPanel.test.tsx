import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, type createStore } from 'jotai';
import { currentLocation, renderPage } from '@marquee/ui/testing';
import { recordedFilm } from '../../../testing/recordedFilm';
import { ReviewsPanel } from '../ReviewsPanel';
import { startReviewsServer } from '../../../testing/reviewsServer';
import { shownStatuses } from '../../../testing/shownStatuses';
import { guestStore, storeSignedInAs } from '../../../testing/viewerStore';

const ada = { id: 'a0000000-0000-4000-8000-000000000001', name: 'Ada', token: 'token-ada' };
const bob = { id: 'b0000000-0000-4000-8000-000000000002', name: 'Bob', token: 'token-bob' };
const tmdbReviews = recordedFilm().reviews!.results;

let server: Awaited<ReturnType<typeof startReviewsServer>>;
/** The status messages each test's page shows, kept after they go away on their own. */
let statuses: string[];
beforeEach(async () => {
  server = await startReviewsServer([ada, bob]);
  statuses = shownStatuses();
});
afterEach(() => server.close());

function renderPanel(store: ReturnType<typeof createStore>) {
  const openAll = jest.fn();
  renderPage(
    '/movie/:id',
    <Provider store={store}>
      <ReviewsPanel
        movieId="550"
        movieTitle="Fight Club"
        externalReviews={tmdbReviews}
        onOpenAllReviews={openAll}
      />
    </Provider>,
    '/movie/550',
  );
  return { openAll };
}

const listed = () => screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'));
const form = () => screen.getByRole('form', { name: 'Write a review' });

test('the five newest of ours and TMDB’s, long comments cut, TMDB ones not votable', async () => {
  server.seed(bob, {
    movieId: '550',
    rating: 4,
    comment: 'Bob liked it.',
    createdAt: '2022-06-01T00:00:00.000Z',
  });
  const { openAll } = renderPanel(storeSignedInAs(ada));

  await screen.findByText('4.0 average from 1 review');
  expect(listed()).toEqual([
    'Review by chosengreatone',
    'Review by alksjalksj',
    'Review by Bob',
    'Review by katch22',
    'Review by Wuchak',
  ]);
  const wuchak = screen.getByRole('article', { name: 'Review by Wuchak' });
  const cut = within(wuchak).getByText(/\.\.\.$/);
  expect(cut.textContent!.length).toBeLessThanOrEqual(303);
  expect(within(wuchak).getByRole('button', { name: /^Like/ })).toBeDisabled();
  expect(
    within(screen.getByRole('article', { name: 'Review by Bob' })).getByRole('button', { name: /^Like/ }),
  ).toBeEnabled();

  await userEvent.click(screen.getByRole('button', { name: 'All Reviews' }));
  expect(openAll).toHaveBeenCalledTimes(1);
});

test('guests are sent to sign in to write or vote, and come back here', async () => {
  server.seed(bob, { movieId: '550', rating: 4, createdAt: '2030-01-01T00:00:00.000Z' });
  renderPanel(guestStore());
  const bobs = await screen.findByRole('article', { name: 'Review by Bob' });

  await userEvent.click(within(bobs).getByRole('button', { name: /^Like/ }));
  expect(currentLocation()).toBe('/login');
  expect(localStorage.getItem('returnUrl')).toBe('/movie/550');
  expect(server.requests.filter((request) => request.method === 'POST')).toEqual([]);
});

test('guests pressing Write Review go to sign in', async () => {
  renderPanel(guestStore());
  await userEvent.click(screen.getByRole('button', { name: 'Write Review' }));
  expect(currentLocation()).toBe('/login');
});

test('writing a review: incomplete alert, then saved, listed first and counted without a reload', async () => {
  const user = userEvent.setup();
  renderPanel(storeSignedInAs(ada));
  await waitFor(() => expect(server.requests).toHaveLength(1));
  expect(screen.queryByRole('form')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Write Review' }));
  // The first field first: the stars, then the title and the comment.
  expect(within(form()).getByRole('radio', { name: '1 star' })).toHaveFocus();
  const submit = within(form()).getByRole('button', { name: 'Submit Review' });
  expect(submit).toHaveAttribute('aria-disabled', 'true');
  await user.click(submit);
  expect(within(form()).getByRole('alert')).toHaveTextContent('Please provide a rating and comment');

  await user.click(within(form()).getByRole('radio', { name: '4 stars' }));
  await user.type(within(form()).getByLabelText('Title (optional)'), '  Sharp  ');
  await user.type(within(form()).getByLabelText('Your review'), '  Still bites.  ');
  expect(submit).toHaveAttribute('aria-disabled', 'false');
  await user.click(submit);

  await waitFor(() => expect(statuses).toContain('Review submitted successfully!'));
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
  expect(server.requests.at(-1)).toMatchObject({
    method: 'POST',
    body: { movieId: '550', movieTitle: 'Fight Club', rating: 4, title: 'Sharp', comment: 'Still bites.' },
  });
  expect(listed()[0]).toBe('Review by Ada');
  expect(screen.getByText('4.0 average from 1 review')).toBeInTheDocument();
  expect(server.requests.filter((request) => request.method === 'GET')).toHaveLength(1);

  // One review per film: Write Review now opens that review, its chosen star focused.
  await user.click(screen.getByRole('button', { name: 'Write Review' }));
  const editForm = screen.getByRole('form', { name: 'Edit your review' });
  expect(within(editForm).getByLabelText('Your review')).toHaveValue('Still bites.');
  expect(within(editForm).getByRole('radio', { name: '4 stars' })).toHaveFocus();
  expect(within(editForm).getByRole('button', { name: 'Update Review' })).toBeInTheDocument();
});

test('a viewer who already reviewed the film gets that review to edit from Write Review', async () => {
  const user = userEvent.setup();
  server.seed(ada, { movieId: '550', rating: 3, title: 'Hm', comment: 'Still thinking.' });
  renderPanel(storeSignedInAs(ada));
  await screen.findByText('3.0 average from 1 review');

  await user.click(screen.getByRole('button', { name: 'Write Review' }));
  const editForm = screen.getByRole('form', { name: 'Edit your review' });
  expect(within(editForm).getByLabelText('Title (optional)')).toHaveValue('Hm');
  expect(within(editForm).getByLabelText('Your review')).toHaveValue('Still thinking.');
  expect(within(editForm).getByRole('radio', { name: '3 stars' })).toBeChecked();
  await user.click(within(editForm).getByRole('radio', { name: '4 stars' }));
  await user.click(within(editForm).getByRole('button', { name: 'Update Review' }));

  await waitFor(() => expect(statuses).toContain('Review updated successfully!'));
  expect(server.requests.filter((request) => request.method === 'POST')).toEqual([]);
  expect(server.reviews()).toMatchObject([{ rating: 4, comment: 'Still thinking.' }]);
});

test('a failed submit shows the server’s message, else asks to try again (no message, or not reached)', async () => {
  const user = userEvent.setup();
  renderPanel(storeSignedInAs(ada));
  await user.click(screen.getByRole('button', { name: 'Write Review' }));
  await user.click(within(form()).getByRole('radio', { name: '5 stars' }));
  await user.type(within(form()).getByLabelText('Your review'), 'Great.');

  server.failNext(500, { message: 'The reviews store is resting' });
  await user.click(within(form()).getByRole('button', { name: 'Submit Review' }));
  expect(await within(form()).findByRole('alert')).toHaveTextContent('The reviews store is resting');

  // An answer without a message: the spec's plea, not the call's own fallback.
  server.failNext(500, {});
  await user.click(within(form()).getByRole('button', { name: 'Submit Review' }));
  await waitFor(() =>
    expect(within(form()).getByRole('alert')).toHaveTextContent(
      /^Failed to submit review\. Please try again\.$/,
    ),
  );
  server.failNext(500, { message: 'The reviews store is resting' });
  await user.click(within(form()).getByRole('button', { name: 'Submit Review' }));
  await waitFor(() =>
    expect(within(form()).getByRole('alert')).toHaveTextContent('The reviews store is resting'),
  );

  const working = globalThis.fetch;
  globalThis.fetch = () => Promise.reject(new TypeError('fetch failed'));
  try {
    await user.click(within(form()).getByRole('button', { name: 'Submit Review' }));
    await waitFor(() =>
      expect(within(form()).getByRole('alert')).toHaveTextContent(
        /^Failed to submit review\. Please try again\.$/,
      ),
    );
  } finally {
    globalThis.fetch = working;
  }
  // The draft survives a failure.
  expect(within(form()).getByLabelText('Your review')).toHaveValue('Great.');
});

test('a second review of the film, refused, opens the first one for editing with one notice', async () => {
  const user = userEvent.setup();
  server.seed(bob, { movieId: '550', rating: 4, createdAt: '2030-01-01T00:00:00.000Z' });
  renderPanel(storeSignedInAs(ada));
  await screen.findByRole('article', { name: 'Review by Bob' }); // our list has loaded
  // Written elsewhere after this page loaded: the list here does not know it yet.
  server.seed(ada, { movieId: '550', rating: 2, title: 'Meh', comment: 'Not for me.' });

  await user.click(screen.getByRole('button', { name: 'Write Review' }));
  await user.click(within(form()).getByRole('radio', { name: '5 stars' }));
  await user.type(within(form()).getByLabelText('Your review'), 'Changed my mind.');
  await user.click(within(form()).getByRole('button', { name: 'Submit Review' }));

  // The form turns into the viewer's own review, with one line saying why.
  const editForm = await screen.findByRole('form', { name: 'Edit your review' });
  expect(within(editForm).getByLabelText('Your review')).toHaveValue('Not for me.');
  expect(within(editForm).getByRole('radio', { name: '2 stars' })).toBeChecked();
  expect(screen.getAllByText(/already reviewed/)).toHaveLength(1);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await user.click(within(editForm).getByRole('radio', { name: '5 stars' }));
  await user.click(within(editForm).getByRole('button', { name: 'Update Review' }));

  await waitFor(() => expect(statuses).toContain('Review updated successfully!'));
  expect(server.reviews()).toContainEqual(expect.objectContaining({ rating: 5, comment: 'Not for me.' }));
  expect(screen.getByText('4.5 average from 2 reviews')).toBeInTheDocument();
});

test('votes apply the server’s counts; a failed vote is only logged', async () => {
  const user = userEvent.setup();
  server.seed(bob, { movieId: '550', rating: 4, createdAt: '2030-01-01T00:00:00.000Z' });
  renderPanel(storeSignedInAs(ada));
  const bobs = await screen.findByRole('article', { name: 'Review by Bob' });

  await user.click(within(bobs).getByRole('button', { name: /^Like/ }));
  await waitFor(() =>
    expect(within(bobs).getByRole('button', { name: 'Like 1' })).toHaveAttribute('aria-pressed', 'true'),
  );

  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    server.failNext(500, { message: 'No votes today' });
    await user.click(within(bobs).getByRole('button', { name: /^Dislike/ }));
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(within(bobs).getByRole('button', { name: 'Dislike 0' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  } finally {
    logged.mockRestore();
  }
});

test('a vote the server refuses is undone at once and says why', async () => {
  const user = userEvent.setup();
  server.seed(ada, { movieId: '550', rating: 4, createdAt: '2030-01-01T00:00:00.000Z' });
  renderPanel(storeSignedInAs(ada));
  const own = await screen.findByRole('article', { name: 'Review by Ada' });

  await user.click(within(own).getByRole('button', { name: /^Like/ }));
  expect(await screen.findByRole('alert')).toHaveTextContent('You cannot like or dislike your own review.');
  expect(within(own).getByRole('button', { name: /^Like/ })).toHaveAccessibleName('Like 0');
  expect(within(own).getByRole('button', { name: /^Like/ })).toHaveAttribute('aria-pressed', 'false');
  expect(server.reviews()).toMatchObject([{ likes: 0, dislikes: 0 }]);
});
