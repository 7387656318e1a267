import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, type createStore } from 'jotai';
import ReviewsPage from '../../../pages/ReviewsPage';
import { recordedFilm } from '../../../testing/recordedFilm';
import { currentLocation, renderPage } from '@marquee/ui/testing';
import { MovieReviews } from '../MovieReviews';
import { startReviewsServer } from '../../../testing/reviewsServer';
import { shownStatuses } from '../../../testing/shownStatuses';
import { guestStore, storeSignedInAs } from '../../../testing/viewerStore';

const ada = { id: 'a0000000-0000-4000-8000-000000000001', name: 'Ada', token: 'token-ada' };
const bob = { id: 'b0000000-0000-4000-8000-000000000002', name: 'Bob', token: 'token-bob' };
const root = { id: 'c0000000-0000-4000-8000-000000000003', name: 'Root', token: 'token-root', admin: true };

let server: Awaited<ReturnType<typeof startReviewsServer>>;
beforeAll(() => {
  // jsdom does no layout and cannot scroll.
  window.scrollTo = () => {};
});
beforeEach(async () => {
  server = await startReviewsServer([ada, bob, root]);
});
afterEach(() => server.close());

/** The reviews page of Fight Club (nine recorded TMDB reviews), opened from the detail page. */
function openReviewsPage(store: ReturnType<typeof createStore>) {
  renderPage('/movie/:id/reviews', <Provider store={store}>{<ReviewsPage />}</Provider>, {
    pathname: '/movie/550/reviews',
    state: { movie: recordedFilm() },
  });
}

const summary = () => screen.getByRole('region', { name: 'Rating summary' });
const average = () => within(summary()).getByLabelText(/^Average rating/);
const starCount = (stars: number) =>
  within(summary())
    .getByRole('listitem', { name: new RegExp(`^${stars} stars?:`) })
    .getAttribute('aria-label');
const filter = (name: RegExp) =>
  within(screen.getByRole('group', { name: 'Show reviews' })).getByRole('button', { name });
const listed = () =>
  within(screen.getByRole('list', { name: 'Reviews' }))
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-label')!.replace('Review by ', ''));
const reviewBy = (name: string) => screen.getByRole('article', { name: `Review by ${name}` });
const form = (name = 'Write a review') => screen.getByRole('form', { name });

test('the summary, filters with their counts and every sort over ours and TMDB’s reviews', async () => {
  const user = userEvent.setup();
  server.seed(bob, { movieId: '550', rating: 1, createdAt: '2019-03-01T00:00:00.000Z', likes: 9 });
  server.seed(ada, { movieId: '550', rating: 2, createdAt: '2018-01-01T00:00:00.000Z', dislikes: 2 });
  openReviewsPage(storeSignedInAs(ada));

  // TMDB: 3 (unrated), 5, 4, 4, 5, 3, 4, 5, 5; ours: 1 and 2.
  await waitFor(() => expect(within(summary()).getByText('11 reviews')).toBeInTheDocument());
  expect(average()).toHaveTextContent('3.7');
  expect([5, 4, 3, 2, 1].map(starCount)).toEqual([
    '5 stars: 4',
    '4 stars: 3',
    '3 stars: 2',
    '2 stars: 1',
    '1 star: 1',
  ]);
  expect(filter(/^All/)).toHaveTextContent('All (11)');
  expect(filter(/^TMDB/)).toHaveTextContent('TMDB (9)');
  expect(filter(/^Users/)).toHaveTextContent('Users (2)');
  expect(filter(/^Positive/)).toHaveTextContent('Positive (7)');
  expect(filter(/^Negative/)).toHaveTextContent('Negative (2)');

  expect(listed().slice(0, 2)).toEqual(['chosengreatone', 'alksjalksj']);
  expect(listed().slice(-4)).toEqual(['Bob', 'SneekyNuts', 'Goddard', 'Ada']);

  await user.click(filter(/^Users/));
  expect(filter(/^Users/)).toHaveAttribute('aria-pressed', 'true');
  expect(listed()).toEqual(['Bob', 'Ada']);
  await user.click(filter(/^Negative/));
  expect(listed()).toEqual(['Bob', 'Ada']);
  await user.click(filter(/^TMDB/));
  expect(listed()).toHaveLength(9);

  await user.click(filter(/^All/));
  const sortBy = screen.getByRole('combobox', { name: 'Sort by' });
  await user.selectOptions(sortBy, 'Oldest');
  expect(listed().slice(0, 3)).toEqual(['Ada', 'Goddard', 'SneekyNuts']);
  await user.selectOptions(sortBy, 'Lowest rated');
  expect(listed().slice(0, 2)).toEqual(['Bob', 'Ada']);
  await user.selectOptions(sortBy, 'Highest rated');
  expect(listed().slice(-2)).toEqual(['Ada', 'Bob']);
  await user.selectOptions(sortBy, 'Most helpful');
  expect(listed()[0]).toBe('Bob');
  expect(listed().at(-1)).toBe('Ada');
});

test('with no reviews at all the average is half the film’s TMDB vote average', async () => {
  const film = { ...recordedFilm(), reviews: { page: 1, results: [], total_pages: 0, total_results: 0 } };
  renderPage(
    '/movie/:id/reviews',
    <Provider store={storeSignedInAs(ada)}>{<MovieReviews movie={film} />}</Provider>,
    '/movie/550/reviews',
  );
  // The empty state shows once the (empty) answer has arrived, not merely been requested.
  expect(await screen.findByRole('heading', { name: 'No review found' })).toBeInTheDocument();
  expect(server.requests).toHaveLength(1);
  expect(average()).toHaveTextContent('4.2'); // 8.44 / 2
  expect(within(summary()).getByText('0 reviews')).toBeInTheDocument();
  expect(screen.getByText('No reviews found for this filter.')).toBeInTheDocument();
  expect(screen.getByText('Be the first to review!')).toBeInTheDocument();
});

test('write, edit and delete a review; totals and average follow; messages go away on their own', async () => {
  const user = userEvent.setup();
  const confirms: string[] = [];
  window.confirm = (message) => {
    confirms.push(message ?? '');
    return confirms.length > 1; // refuse the first time, accept after
  };
  const statuses = shownStatuses();
  openReviewsPage(storeSignedInAs(ada));
  await waitFor(() => expect(within(summary()).getByText('9 reviews')).toBeInTheDocument());
  expect(average()).toHaveTextContent('4.2');

  const submit = within(form()).getByRole('button', { name: 'Submit Review' });
  await user.click(submit);
  expect(screen.getByRole('alert')).toHaveTextContent('Please provide a rating and comment');

  await user.click(within(form()).getByRole('radio', { name: '1 star' }));
  const comment = within(form()).getByLabelText('Your review');
  await user.type(comment, 'Too loud.');
  expect(within(form()).getByText('9/1000 characters')).toBeInTheDocument();
  expect(comment).toHaveAttribute('maxLength', '1000');
  expect(within(form()).getByLabelText('Title (optional)')).toHaveAttribute('maxLength', '100');
  await user.click(submit);

  await waitFor(() => expect(statuses).toContain('Review submitted successfully!'));
  expect(within(summary()).getByText('10 reviews')).toBeInTheDocument();
  expect(average()).toHaveTextContent('3.9');
  expect(listed()[0]).toBe('Ada');
  // One review per film: the form now edits it rather than offering a second one.
  expect(within(form('Edit your review')).getByLabelText('Your review')).toHaveValue('Too loud.');
  // Gone on its own; on a busy machine it may be gone before this line runs, which is fine too.
  await waitFor(() => expect(screen.queryByText('Review submitted successfully!')).not.toBeInTheDocument(), {
    timeout: 5000,
  });

  await user.click(within(reviewBy('Ada')).getByRole('button', { name: 'Edit review' }));
  const editForm = form('Edit your review');
  expect(within(editForm).getByLabelText('Your review')).toHaveValue('Too loud.');
  expect(within(editForm).getByRole('radio', { name: '1 star' })).toHaveFocus();
  await user.click(within(editForm).getByRole('radio', { name: '5 stars' }));
  await user.click(within(editForm).getByRole('button', { name: 'Update Review' }));
  await waitFor(() => expect(statuses).toContain('Review updated successfully!'));
  expect(average()).toHaveTextContent('4.3');
  expect(within(reviewBy('Ada')).getByRole('img', { name: 'Rated 5 out of 5 stars' })).toBeInTheDocument();
  expect(within(form('Edit your review')).getByRole('radio', { name: '5 stars' })).toBeChecked();

  await user.click(within(reviewBy('Ada')).getByRole('button', { name: 'Delete review' }));
  expect(confirms).toEqual(['Are you sure you want to delete this review?']);
  expect(reviewBy('Ada')).toBeInTheDocument();
  await user.click(within(reviewBy('Ada')).getByRole('button', { name: 'Delete review' }));
  await waitFor(() => expect(statuses).toContain('Review deleted successfully!'));
  expect(screen.queryByRole('article', { name: 'Review by Ada' })).not.toBeInTheDocument();
  expect(within(summary()).getByText('9 reviews')).toBeInTheDocument();
  expect(server.reviews()).toEqual([]);
  expect(form()).toBeInTheDocument(); // back to writing a new one
  expect(server.requests.filter((request) => request.method === 'GET')).toHaveLength(1);
});

test('a review says the language it is written in: the page’s, unless the author picks another', async () => {
  const user = userEvent.setup();
  openReviewsPage(storeSignedInAs(ada));
  const language = await within(form()).findByLabelText('Written in');
  expect(language).toHaveValue('en');
  await user.selectOptions(language, 'Deutsch');
  await user.click(within(form()).getByRole('radio', { name: '4 stars' }));
  await user.type(within(form()).getByLabelText('Your review'), 'Ein starker Film.');
  const statuses = shownStatuses();
  await user.click(within(form()).getByRole('button', { name: 'Submit Review' }));

  await waitFor(() => expect(statuses).toContain('Review submitted successfully!'));
  const posted = server.requests.find((request) => request.method === 'POST');
  expect(posted?.body).toMatchObject({ comment: 'Ein starker Film.', language: 'de' });
  // Shown with its language, so a screen reader reads it in German on an English page.
  expect(within(reviewBy('Ada')).getByText('Ein starker Film.')).toHaveAttribute('lang', 'de');
  expect(within(form('Edit your review')).getByLabelText('Written in')).toHaveValue('de');
});

test('a viewer who already reviewed the film finds the form editing that review', async () => {
  server.seed(ada, { movieId: '550', rating: 3, title: 'Hm', comment: 'Still thinking.' });
  openReviewsPage(storeSignedInAs(ada));
  const editForm = await screen.findByRole('form', { name: 'Edit your review' });
  expect(within(editForm).getByLabelText('Your review')).toHaveValue('Still thinking.');
  expect(within(editForm).getByRole('radio', { name: '3 stars' })).toBeChecked();
  expect(within(editForm).getByRole('button', { name: 'Update Review' })).toBeInTheDocument();
  // Not picked with the pencil: nothing to cancel back to, and the page keeps the focus where it was.
  expect(within(editForm).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  expect(document.body).toHaveFocus();
});

test('a failed submit shows the server’s message in the banner, else the call’s own message', async () => {
  const user = userEvent.setup();
  openReviewsPage(storeSignedInAs(ada));
  await waitFor(() => expect(within(summary()).getByText('9 reviews')).toBeInTheDocument());
  await user.click(within(form()).getByRole('radio', { name: '4 stars' }));
  await user.type(within(form()).getByLabelText('Your review'), 'Fine.');
  const submit = within(form()).getByRole('button', { name: 'Submit Review' });

  server.failNext(500, { message: 'The reviews store is resting' });
  await user.click(submit);
  expect(await screen.findByRole('alert')).toHaveTextContent(/^The reviews store is resting$/);

  server.failNext(500, {});
  await user.click(submit);
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Failed to add review$/));
  expect(within(form()).getByLabelText('Your review')).toHaveValue('Fine.');
  expect(server.reviews()).toEqual([]);
});

test('a second review of the film, refused, opens the first one (named by the server) for editing', async () => {
  const user = userEvent.setup();
  server.seed(bob, { movieId: '550', rating: 4, createdAt: '2030-01-01T00:00:00.000Z' });
  openReviewsPage(storeSignedInAs(ada));
  await screen.findByRole('article', { name: 'Review by Bob' }); // our list has loaded
  // Written elsewhere after this page loaded: the list here does not know it yet.
  server.seed(ada, { movieId: '550', rating: 3, title: 'Hm', comment: 'Still thinking.' });

  await user.click(within(form()).getByRole('radio', { name: '5 stars' }));
  await user.type(within(form()).getByLabelText('Your review'), 'Changed my mind.');
  await user.click(within(form()).getByRole('button', { name: 'Submit Review' }));

  const editForm = await screen.findByRole('form', { name: 'Edit your review' });
  expect(within(editForm).getByLabelText('Your review')).toHaveValue('Still thinking.');
  expect(within(editForm).getByRole('radio', { name: '3 stars' })).toBeChecked();
  // One line says why, once: no banner repeating the server's refusal.
  expect(screen.getAllByText(/already reviewed/)).toHaveLength(1);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('other people’s reviews offer a plain user neither edit nor delete', async () => {
  server.seed(bob, { movieId: '550', rating: 4, createdAt: '2030-01-01T00:00:00.000Z' });
  openReviewsPage(storeSignedInAs(ada));
  const bobs = await screen.findByRole('article', { name: 'Review by Bob' });
  expect(within(bobs).queryByRole('button', { name: /review$/ })).not.toBeInTheDocument();
  expect(within(reviewBy('Goddard')).queryByRole('button', { name: /review$/ })).not.toBeInTheDocument();
});

test('an admin deletes someone else’s review; a failed delete says so', async () => {
  const user = userEvent.setup();
  window.confirm = () => true;
  server.seed(bob, { movieId: '550', rating: 4, createdAt: '2030-01-01T00:00:00.000Z' });
  openReviewsPage(storeSignedInAs(root, 'admin'));
  const bobs = await screen.findByRole('article', { name: 'Review by Bob' });
  expect(within(bobs).queryByRole('button', { name: 'Edit review' })).not.toBeInTheDocument();

  server.failNext(500, { message: 'Try later' });
  await user.click(within(bobs).getByRole('button', { name: 'Delete review' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete review');

  await user.click(within(bobs).getByRole('button', { name: 'Delete review' }));
  await waitFor(() =>
    expect(screen.queryByRole('article', { name: 'Review by Bob' })).not.toBeInTheDocument(),
  );
});

test('like, like again to take it back, then dislike; a failed vote says so', async () => {
  const user = userEvent.setup();
  server.seed(bob, { movieId: '550', rating: 4, createdAt: '2030-01-01T00:00:00.000Z' });
  openReviewsPage(storeSignedInAs(ada));
  const bobs = await screen.findByRole('article', { name: 'Review by Bob' });
  const like = () => within(bobs).getByRole('button', { name: /^Like/ });
  const dislike = () => within(bobs).getByRole('button', { name: /^Dislike/ });

  await user.click(like());
  await waitFor(() => expect(like()).toHaveAccessibleName('Like 1'));
  expect(like()).toHaveAttribute('aria-pressed', 'true');
  await user.click(like());
  await waitFor(() => expect(like()).toHaveAccessibleName('Like 0'));
  expect(like()).toHaveAttribute('aria-pressed', 'false');
  await user.click(dislike());
  await waitFor(() => expect(dislike()).toHaveAccessibleName('Dislike 1'));
  await user.click(like());
  await waitFor(() => expect(like()).toHaveAccessibleName('Like 1'));
  expect(dislike()).toHaveAccessibleName('Dislike 0');

  server.failNext(500, {});
  await user.click(dislike());
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update review');
  expect(within(reviewBy('Goddard')).getByRole('button', { name: /^Like/ })).toBeDisabled();
});

test('a vote counts at once; one the server refuses is undone and says why', async () => {
  const user = userEvent.setup();
  server.seed(bob, { movieId: '550', rating: 4, createdAt: '2030-01-01T00:00:00.000Z' });
  server.seed(ada, { movieId: '550', rating: 3, createdAt: '2029-01-01T00:00:00.000Z' });
  openReviewsPage(storeSignedInAs(ada));
  const bobs = await screen.findByRole('article', { name: 'Review by Bob' });
  const likeOn = (card: HTMLElement) => within(card).getByRole('button', { name: /^Like/ });

  server.hold();
  await user.click(likeOn(bobs));
  // Before the server has answered.
  await waitFor(() => expect(likeOn(bobs)).toHaveAccessibleName('Like 1'));
  expect(likeOn(bobs)).toHaveAttribute('aria-pressed', 'true');
  server.release();
  await waitFor(() => expect(server.reviews().find((r) => r.user.id === bob.id)?.likes).toBe(1));
  expect(likeOn(bobs)).toHaveAccessibleName('Like 1');

  const adas = reviewBy('Ada');
  server.hold();
  await user.click(likeOn(adas));
  await waitFor(() => expect(likeOn(adas)).toHaveAccessibleName('Like 1'));
  server.release();
  expect(await screen.findByRole('alert')).toHaveTextContent('You cannot like or dislike your own review.');
  expect(likeOn(adas)).toHaveAccessibleName('Like 0');
  expect(likeOn(adas)).toHaveAttribute('aria-pressed', 'false');
});

test('a failed load shows a banner that can be dismissed', async () => {
  const user = userEvent.setup();
  server.failNext(503, { message: 'Reviews are resting' });
  openReviewsPage(storeSignedInAs(ada));
  const banner = await screen.findByRole('alert');
  expect(banner).toHaveTextContent('Failed to load reviews: Reviews are resting');
  await user.click(within(banner).getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  // TMDB's reviews still show.
  expect(listed()).toHaveLength(9);
});

test('long comments fold behind Read more', async () => {
  const user = userEvent.setup();
  openReviewsPage(storeSignedInAs(ada));
  const long = await screen.findByRole('article', { name: 'Review by msbreviews' });
  const more = within(long).getByRole('button', { name: 'Read more' });
  expect(more).toHaveAttribute('aria-expanded', 'false');
  const folded = long.textContent!.length;
  await user.click(more);
  expect(long.textContent!.length).toBeGreaterThan(folded + 9000);
  await user.click(within(long).getByRole('button', { name: 'Show less' }));
  expect(long.textContent!.length).toBe(folded);
  expect(within(reviewBy('katch22')).queryByRole('button', { name: 'Read more' })).not.toBeInTheDocument();
});

test('guests see sign-in prompts instead of the form, and voting sends them to sign in', async () => {
  const user = userEvent.setup();
  server.seed(bob, { movieId: '550', rating: 4, createdAt: '2030-01-01T00:00:00.000Z' });
  renderPage(
    '/movie/:id/reviews',
    <Provider store={guestStore()}>{<MovieReviews movie={recordedFilm()} />}</Provider>,
    '/movie/550/reviews',
  );
  await screen.findByRole('article', { name: 'Review by Bob' });
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Create Account' })).toBeInTheDocument();
  await user.click(filter(/^Negative/));
  expect(screen.queryByText('Be the first to review!')).not.toBeInTheDocument();
  await user.click(filter(/^All/));

  await user.click(within(reviewBy('Bob')).getByRole('button', { name: /^Like/ }));
  expect(currentLocation()).toBe('/login');
  expect(localStorage.getItem('returnUrl')).toBe('/movie/550/reviews');
});

test.each([
  ['Sign In to Write a Review', '/login'],
  ['Create Account', '/register'],
])('guests choosing %s go to %s', async (button, destination) => {
  renderPage(
    '/movie/:id/reviews',
    <Provider store={guestStore()}>{<MovieReviews movie={recordedFilm()} />}</Provider>,
    '/movie/550/reviews',
  );
  await userEvent.click(screen.getByRole('button', { name: button }));
  expect(currentLocation()).toBe(destination);
});
