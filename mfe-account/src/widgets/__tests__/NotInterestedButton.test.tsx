import { logoutAtom, marqueeQueryClient, marqueeStore, saveSession } from '@marquee/client';
import { hideSeenBackend } from '@marquee/client/testing';
import { Link } from '@marquee/router';
import { ada, fightClub } from '@marquee/testing/fixtures';
import { renderPage } from '@marquee/ui/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { serveBackend } from '../../testing/serveBackend';
import NotInterestedButton from '../NotInterestedButton';

const backend = hideSeenBackend();
const api = serveBackend(backend);
beforeEach(() => {
  backend.reset();
  api.requests.length = 0;
  marqueeQueryClient.clear();
  marqueeStore.set(logoutAtom);
  localStorage.clear();
});

// Placed inside a film's link, as a card does: using the button must not open the film.
function renderOnCard() {
  renderPage(
    '*',
    <Link to="/movie/550">
      <NotInterestedButton movie={fightClub} />
    </Link>,
    '/top-rated',
    'document',
  );
}

const calls = () => api.requests.map((request) => `${request.method} ${request.path}`);

test('a guest is sent to sign in, coming back to this page', () => {
  renderOnCard();
  fireEvent.click(screen.getByRole('button', { name: 'Not interested' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/login');
  expect(localStorage.getItem('returnUrl')).toBe('/top-rated');
});

test('marks the film, then undoes it from the same button, without opening the film', async () => {
  saveSession({ token: 'tok', user: ada });
  renderOnCard();
  const button = await screen.findByRole('button', { name: 'Not interested' });
  expect(button).toHaveAttribute('aria-pressed', 'false');

  fireEvent.click(button);
  const undo = await screen.findByRole('button', { name: 'Undo Not interested' });
  expect(undo).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('status')).toHaveTextContent('Hidden from your discovery pages.');
  expect(screen.getByTestId('location')).toHaveTextContent('/top-rated');
  await waitFor(() => expect(backend.films.get(ada.id)?.map((film) => film.movieId)).toEqual(['550']));
  expect(backend.films.get(ada.id)?.[0]).toMatchObject({ title: 'Fight Club', releaseDate: '1999-10-15' });

  fireEvent.click(undo);
  expect(await screen.findByRole('button', { name: 'Not interested' })).toBeInTheDocument();
  await waitFor(() => expect(backend.films.get(ada.id)).toEqual([]));
  expect(calls()).toContain(`DELETE /api/users/${ada.id}/not-interested/550`);
});

test('a refused mark goes back and says why', async () => {
  saveSession({ token: 'tok', user: ada });
  renderOnCard();
  const button = await screen.findByRole('button', { name: 'Not interested' });
  backend.failNext({ status: 404, body: { message: 'Movie not found' } });
  fireEvent.click(button);
  expect(await screen.findByRole('alert')).toHaveTextContent('Movie not found');
  expect(await screen.findByRole('button', { name: 'Not interested' })).toBeInTheDocument();
});
