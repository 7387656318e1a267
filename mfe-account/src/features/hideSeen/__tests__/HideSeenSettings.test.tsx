import { logoutAtom, marqueeQueryClient, marqueeStore, saveSession } from '@marquee/client';
import { hideSeenBackend } from '@marquee/client/testing';
import { ada } from '@marquee/testing/fixtures';
import { renderPage } from '@marquee/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { serveBackend } from '../../../testing/serveBackend';
import HideSeenToggle from '../../../widgets/HideSeenToggle';
import { HideSeenSettings } from '../HideSeenSettings';

const backend = hideSeenBackend();
serveBackend(backend);
beforeEach(() => {
  backend.reset();
  marqueeQueryClient.clear();
  marqueeStore.set(logoutAtom);
});

const film = (movieId: string, title: string, releaseDate: string | null) => ({
  movieId,
  title,
  posterPath: null,
  releaseDate,
  createdAt: '2026-11-01T10:00:00.000Z',
});

test('the setting is saved as it is switched, and says what it hides', async () => {
  saveSession({ token: 'tok', user: ada });
  renderPage('*', <HideSeenSettings />);
  const toggle = await screen.findByRole('switch', { name: "Hide films I've seen" });
  await waitFor(() => expect(toggle).toBeEnabled());
  expect(toggle).not.toBeChecked();
  expect(toggle).toHaveAccessibleDescription(/left out of the home page, categories, genres, search/);

  fireEvent.click(toggle);
  await waitFor(() => expect(toggle).toBeChecked());
  await waitFor(() => expect(backend.settings.get(ada.id)).toBe(true));
  fireEvent.click(toggle);
  await waitFor(() => expect(backend.settings.get(ada.id)).toBe(false));
});

test('a refused change goes back and says why', async () => {
  saveSession({ token: 'tok', user: ada });
  renderPage('*', <HideSeenSettings />);
  const toggle = await screen.findByRole('switch', { name: "Hide films I've seen" });
  await waitFor(() => expect(toggle).toBeEnabled());
  backend.failNext({ status: 503, body: { message: 'Service Unavailable' } });
  fireEvent.click(toggle);
  expect(await screen.findByRole('alert')).toHaveTextContent('Service Unavailable');
  await waitFor(() => expect(toggle).not.toBeChecked());
});

test('lists the films marked Not interested, newest first, and shows one again', async () => {
  saveSession({ token: 'tok', user: ada });
  backend.films.set(ada.id, [film('550', 'Fight Club', '1999-10-15'), film('13', 'Forrest Gump', null)]);
  renderPage('*', <HideSeenSettings />);
  const list = await screen.findByRole('list', { name: 'Not interested' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Fight Club (1999)Show again', 'Forrest GumpShow again']);
  expect(within(list).getByRole('link', { name: 'Fight Club (1999)' })).toHaveAttribute('href', '/movie/550');

  fireEvent.click(within(list).getByRole('button', { name: 'Show again: Fight Club' }));
  await waitFor(() => expect(backend.films.get(ada.id)?.map((each) => each.movieId)).toEqual(['13']));
  expect(within(list).getAllByRole('listitem')).toHaveLength(1);

  fireEvent.click(within(list).getByRole('button', { name: 'Show again: Forrest Gump' }));
  expect(await screen.findByText('No films marked "Not interested".')).toBeInTheDocument();
});

test('the quick toggle is the same setting, and guests get none', async () => {
  const { unmount } = renderPage('*', <HideSeenToggle />);
  expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  unmount();

  saveSession({ token: 'tok', user: ada });
  backend.settings.set(ada.id, true);
  renderPage('*', <HideSeenToggle />);
  const toggle = await screen.findByRole('switch', { name: "Hide films I've seen" });
  await waitFor(() => expect(toggle).toBeChecked());
});
