import { saveSession } from '@marquee/client';
import { serveWatchlistBackend } from '@marquee/client/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderPage } from '@marquee/ui/testing';
import { ada, fightClub } from '@marquee/testing/fixtures';
import { Link } from '@marquee/router';
import WatchlistButton from '../WatchlistButton';

const { backend, api } = serveWatchlistBackend();

// Placed inside a film's link, as a page may do: using the button must not open the film.
const renderInsideLink = () =>
  renderPage(
    '*',
    <Link to="/movie/550">
      <WatchlistButton movie={fightClub} />
    </Link>,
    '/top-rated',
    'document',
  );

test('a guest has the film saved for later and is sent to sign in, coming back to this page', () => {
  renderInsideLink();
  fireEvent.click(screen.getByRole('button', { name: 'Add to Watchlist' }));

  expect(screen.getByTestId('location')).toHaveTextContent('/login');
  expect(localStorage.getItem('returnUrl')).toBe('/top-rated');
  expect(JSON.parse(localStorage.getItem('pendingWatchlistItem')!)).toMatchObject({
    movieId: '550',
    title: 'Fight Club',
    poster: fightClub.poster_path,
    year: '1999',
  });
});

test('adds and removes with a spinner while the call is in flight, without following the link', async () => {
  saveSession({ token: 'tok', user: ada });
  renderInsideLink();
  const button = screen.getByRole('button', { name: 'Add to Watchlist' });
  expect(button).toHaveAttribute('aria-pressed', 'false');

  api.hold();
  fireEvent.click(button);
  expect(screen.getByRole('status')).toHaveTextContent('Updating watchlist');
  expect(button).toHaveAttribute('aria-busy', 'true');
  api.release();

  await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'false'));
  expect(button).toHaveAccessibleName('Remove from Watchlist');
  expect(button).toHaveAttribute('aria-pressed', 'true');
  expect(backend.lists.get(ada.id)?.map((item) => item.movieId)).toEqual(['550']);
  expect(screen.getByTestId('location')).toHaveTextContent('/top-rated');

  fireEvent.click(button);
  await waitFor(() => expect(backend.lists.get(ada.id)).toEqual([]));
  await waitFor(() => expect(button).toHaveAccessibleName('Add to Watchlist'));
});

test('an add shows at once; a failed one is rolled back and says why next to the button', async () => {
  saveSession({ token: 'tok', user: ada });
  renderInsideLink();
  // The button's list has loaded: the failure is the add's.
  await waitFor(() => expect(backend.requests).toEqual([`GET /api/users/${ada.id}/watchlist`]));
  backend.failNext({ status: 500 });

  api.hold();
  fireEvent.click(screen.getByRole('button', { name: 'Add to Watchlist' }));
  const button = await screen.findByRole('button', { name: 'Remove from Watchlist' });
  expect(button).toHaveAttribute('aria-busy', 'true');
  api.release();

  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to add to watchlist');
  expect(button).toHaveAccessibleName('Add to Watchlist');
  expect(button).toHaveAttribute('aria-pressed', 'false');
  expect(backend.lists.get(ada.id)).toEqual([]);
});

test('labelled (the movie page): the action shows in words beside the icon and names the button', async () => {
  saveSession({ token: 'tok', user: ada });
  renderPage('*', <WatchlistButton movie={fightClub} labelled />, '/movie/550', 'document');
  const button = screen.getByRole('button', { name: 'Add to Watchlist' });
  expect(button).toHaveTextContent(/^Add to Watchlist$/);
  expect(button).toHaveAttribute('title', 'Add to Watchlist');

  fireEvent.click(button);
  await waitFor(() => expect(button).toHaveTextContent(/^Remove from Watchlist$/));
  expect(button).toHaveAccessibleName('Remove from Watchlist');
});
