import { logoutAtom, marqueeStore, saveSession } from '@marquee/client';
import type { Review } from '@marquee/contracts';
import { Link } from '@marquee/router';
import { ada, fightClub } from '@marquee/testing/fixtures';
import { renderPage } from '@marquee/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { todayOnThisDevice } from '../../features/diary/diaryRules';
import { diaryBackend } from '../../testing/diaryApi';
import { serveBackend } from '../../testing/serveBackend';
import LogFilmButton from '../LogFilmButton';

const backend = diaryBackend();
const api = serveBackend(backend);
beforeEach(() => {
  backend.state.entries = [];
  backend.state.reviews = [];
  backend.state.onWatchlist.clear();
  api.requests.length = 0;
  marqueeStore.set(logoutAtom);
  localStorage.clear();
});

const posts = () => api.requests.filter((request) => request.method === 'POST');

// Placed inside a film's link, as a card does: using the button or the dialog must not open the film.
function renderOnCard() {
  renderPage(
    '*',
    <Link to="/movie/550">
      <LogFilmButton movie={fightClub} />
    </Link>,
    '/top-rated',
    'document',
  );
}

async function openDialog() {
  saveSession({ token: 'tok', user: ada });
  renderOnCard();
  fireEvent.click(screen.getByRole('button', { name: 'Mark as Watched' }));
  return screen.findByRole('dialog', { name: 'Log Fight Club' });
}

test('a guest is sent to sign in, coming back to this page', () => {
  renderOnCard();
  fireEvent.click(screen.getByRole('button', { name: 'Mark as Watched' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/login');
  expect(localStorage.getItem('returnUrl')).toBe('/top-rated');
});

test('the dialog starts on today, takes focus, and refuses a date in the future or before 1870', async () => {
  const dialog = await openDialog();
  const date = within(dialog).getByLabelText('Date watched');
  expect(date).toHaveValue(todayOnThisDevice());
  expect(date).toHaveAttribute('max', todayOnThisDevice());
  expect(date).toHaveAttribute('min', '1870-01-01');
  expect(dialog).toContainElement(document.activeElement as HTMLElement);

  fireEvent.change(date, { target: { value: '2999-01-01' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Log Film' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('The date cannot be in the future.');

  fireEvent.change(date, { target: { value: '1869-12-31' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Log Film' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('The date cannot be before 1870.');

  fireEvent.change(date, { target: { value: '' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Log Film' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Please choose the date you watched it.');

  fireEvent.change(date, { target: { value: '2026-03-09' } });
  fireEvent.change(within(dialog).getByLabelText('Tags (optional)'), {
    target: { value: `ok, ${'x'.repeat(41)}` },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Log Film' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Tags can be at most 40 characters');
  expect(posts()).toEqual([]);
  expect(screen.getByTestId('location')).toHaveTextContent('/top-rated');
});

test('logs the viewing with its stars, rewatch and tags as the server keeps them, then says so', async () => {
  const user = userEvent.setup();
  const dialog = await openDialog();
  fireEvent.change(within(dialog).getByLabelText('Date watched'), { target: { value: '2026-03-09' } });
  await user.click(within(dialog).getByRole('radio', { name: '4 stars' }));
  await user.click(within(dialog).getByLabelText('I had seen it before (rewatch)'));
  await user.type(within(dialog).getByLabelText('Tags (optional)'), 'Cinema,  with friends , cinema');
  await user.click(within(dialog).getByRole('button', { name: 'Log Film' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(posts().map((request) => request.body)).toEqual([
    {
      movieId: '550',
      watchedOn: '2026-03-09',
      rating: 4,
      rewatch: true,
      tags: ['cinema', 'with friends'],
      reviewId: null,
      // A key of this try, so a replay from the offline outbox is not logged twice.
      clientKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    },
  ]);
  expect(screen.getByRole('status')).toHaveTextContent('Logged in your diary');
  expect(screen.getByTestId('location')).toHaveTextContent('/top-rated');
});

test('a rating can be cleared, and the review of the film is linked unless unticked', async () => {
  const user = userEvent.setup();
  backend.state.reviews = [
    { id: '6f1c1d6e-0000-4000-8000-0000000000aa', movieId: '550', title: 'Loud' } as Review,
  ];
  const dialog = await openDialog();
  const link = await within(dialog).findByLabelText('Link my review “Loud”');
  expect(link).toBeChecked();
  await user.click(within(dialog).getByRole('radio', { name: '2 stars' }));
  await user.click(within(dialog).getByRole('button', { name: 'Clear rating' }));
  await user.click(within(dialog).getByRole('button', { name: 'Log Film' }));

  await waitFor(() => expect(posts()).toHaveLength(1));
  expect(posts()[0]!.body).toMatchObject({ rating: null, reviewId: '6f1c1d6e-0000-4000-8000-0000000000aa' });
});

test('a film on the watchlist is offered to be taken off it', async () => {
  const user = userEvent.setup();
  backend.state.onWatchlist.add('550');
  const dialog = await openDialog();
  await user.click(within(dialog).getByRole('button', { name: 'Log Film' }));

  const offer = await screen.findByRole('dialog', { name: 'Logged in your diary' });
  expect(offer).toHaveAccessibleDescription(
    'Fight Club is on your watchlist. Take it off now that you have seen it?',
  );
  await user.click(within(offer).getByRole('button', { name: 'Remove from Watchlist' }));

  await waitFor(() => expect(backend.state.onWatchlist.has('550')).toBe(false));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Logged in your diary and taken off your watchlist');
});

test("the server's refusal shows in the dialog, which stays open", async () => {
  const user = userEvent.setup();
  backend.state.failNext = { status: 404, body: { message: 'Film not found' } };
  const dialog = await openDialog();
  await user.click(within(dialog).getByRole('button', { name: 'Log Film' }));

  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Film not found');
  expect(backend.state.entries).toEqual([]);
});

test('works from the keyboard: Enter opens the dialog, Escape closes it and focus goes back', async () => {
  const user = userEvent.setup();
  saveSession({ token: 'tok', user: ada });
  renderOnCard();
  const button = screen.getByRole('button', { name: 'Mark as Watched' });
  button.focus();
  await user.keyboard('{Enter}');
  expect(await screen.findByRole('dialog', { name: 'Log Fight Club' })).toBeInTheDocument();

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(button).toHaveFocus();
  expect(screen.getByTestId('location')).toHaveTextContent('/top-rated');
});
