import { logoutAtom, marqueeQueryClient, marqueeStore, saveSession } from '@marquee/client';
import { calendarBackend } from '@marquee/client/testing';
import { Link } from '@marquee/router';
import { ada, fightClub } from '@marquee/testing/fixtures';
import { renderPage } from '@marquee/ui/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { serveBackend } from '../../testing/serveBackend';
import RemindMeButton from '../RemindMeButton';

const dune = {
  id: 7001,
  title: 'Dune: Part Three',
  poster_path: null,
  overview: '',
  vote_average: 0,
  release_date: '2026-12-18',
};
const backend = calendarBackend({
  upcomingFrom: '2026-12-01',
  releases: [{ ...dune, genre_ids: [] }],
});
const api = serveBackend(backend);
beforeEach(() => {
  backend.reset();
  api.requests.length = 0;
  marqueeQueryClient.clear();
  marqueeStore.set(logoutAtom);
  localStorage.clear();
});

function renderOnCard(movie: typeof dune | typeof fightClub, labelled = false) {
  renderPage(
    '*',
    <Link to={`/movie/${movie.id}`}>
      <RemindMeButton movie={movie} labelled={labelled} />
    </Link>,
    '/calendar',
    'document',
  );
}

test('shows nothing for a film already out', async () => {
  saveSession({ token: 'tok', user: ada });
  renderOnCard(fightClub);
  await waitFor(() => expect(api.requests.some(({ path }) => path === '/api/catalog/status')).toBe(true));
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

test('a guest is sent to sign in', async () => {
  renderOnCard(dune);
  fireEvent.click(await screen.findByRole('button', { name: 'Remind me' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/login');
});

test('sets a reminder and stops it from the same button, without opening the film', async () => {
  saveSession({ token: 'tok', user: ada });
  renderOnCard(dune);
  const button = await screen.findByRole('button', { name: 'Remind me' });
  expect(button).toHaveAttribute('aria-pressed', 'false');
  fireEvent.click(button);
  const stop = await screen.findByRole('button', { name: 'Stop reminder' });
  expect(stop).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('status')).toHaveTextContent('We will remind you on the release day.');
  expect(screen.getByTestId('location')).toHaveTextContent('/calendar');
  expect(backend.reminders).toEqual([expect.objectContaining({ movieId: '7001', weekBefore: false })]);

  fireEvent.click(stop);
  expect(await screen.findByRole('button', { name: 'Remind me' })).toBeInTheDocument();
  expect(backend.reminders).toEqual([]);
});

test('labelled, a set reminder offers a note a week before too', async () => {
  saveSession({ token: 'tok', user: ada });
  renderOnCard(dune, true);
  fireEvent.click(await screen.findByRole('button', { name: 'Remind me' }));
  const weekBefore = await screen.findByRole('checkbox', { name: 'Also a week before' });
  expect(screen.getByRole('button', { name: 'Stop reminder' })).toHaveTextContent('Reminder set');
  fireEvent.click(weekBefore);
  await waitFor(() => expect(backend.reminders[0]?.weekBefore).toBe(true));
  expect(await screen.findByRole('checkbox', { name: 'Also a week before' })).toBeChecked();
});
