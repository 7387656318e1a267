import { saveSession } from '@marquee/client';
import { switchLanguage } from '@marquee/i18n';
import { serveWatchlistBackend } from '@marquee/client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPage } from '@marquee/ui/testing';
import { ada, alien } from '@marquee/testing/fixtures';
import WatchlistPage from '../WatchlistPage';

const { backend, api } = serveWatchlistBackend();

test('guests are asked to sign in, and come back here afterwards', () => {
  renderPage('*', <WatchlistPage />, '/watchlist', 'document');
  expect(screen.getByTestId('page-mfe_account-WatchlistPage')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Sign In Required' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/register');
  expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');

  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/login');
  expect(localStorage.getItem('returnUrl')).toBe('/watchlist');
});

test('a spinner shows while the list loads, then the empty state links to browsing', async () => {
  saveSession({ token: 'tok', user: ada });
  api.hold();
  renderPage('*', <WatchlistPage />, '/watchlist', 'document');
  expect(screen.getByRole('heading', { level: 1, name: 'My Watchlist' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Loading your watchlist');

  api.release();
  expect(await screen.findByRole('heading', { name: 'No movies in watchlist yet' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse Movies' })).toHaveAttribute('href', '/');
  expect(screen.getByText('Synced with your account')).toBeInTheDocument();
});

test("the list shows each film with its year and date added, and Remove takes it off the account's list", async () => {
  saveSession({ token: 'tok', user: ada });
  backend.lists.set(ada.id, [
    { ...alien, id: '550', movieId: '550', title: 'Fight Club', year: '1999' },
    alien,
  ]);
  renderPage('*', <WatchlistPage />, '/watchlist', 'document');

  const grid = await screen.findByRole('list', { name: 'My Watchlist' });
  const cards = within(grid).getAllByRole('listitem');
  expect(cards).toHaveLength(2);
  // Headings in order: the page's h1, a level 2 for the films, then each card's level 3.
  expect(screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)))).toEqual([
    1, 2, 3, 3,
  ]);
  const alienCard = cards[1]!;
  expect(within(alienCard).getByRole('link')).toHaveAttribute('href', '/movie/348');
  expect(alienCard).toHaveTextContent('Alien');
  expect(within(alienCard).getByText('1979')).toBeInTheDocument();
  expect(within(alienCard).getByText('Added Feb 1, 2026')).toBeInTheDocument();
  // No poster path: the drawn placeholder stands in.
  expect(alienCard.querySelector('img')?.getAttribute('src')).toContain('/api/images/placeholder');

  fireEvent.click(within(alienCard).getByRole('button', { name: 'Remove Alien' }));
  await waitFor(() => expect(within(grid).getAllByRole('listitem')).toHaveLength(1));
  await waitFor(() => expect(backend.lists.get(ada.id)?.map((item) => item.movieId)).toEqual(['550']));
});

test('a failed load shows the error banner and no synced note', async () => {
  saveSession({ token: 'tok', user: ada });
  backend.failNext({ status: 503, body: { message: 'Database unavailable' } });
  renderPage('*', <WatchlistPage />, '/watchlist', 'document');

  expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
  expect(screen.queryByText('Synced with your account')).not.toBeInTheDocument();
});

test("the page follows the language shown, its count in the language's plural forms", async () => {
  saveSession({ token: 'tok', user: ada });
  backend.lists.set(ada.id, [
    { ...alien, id: '550', movieId: '550', title: 'Fight Club', year: '1999' },
    alien,
  ]);
  renderPage('*', <WatchlistPage />, '/watchlist', 'document');
  expect(await screen.findByText('2 films')).toBeInTheDocument();

  try {
    await act(() => switchLanguage('es'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mi lista' })).toBeInTheDocument();
    expect(screen.getByText('2 películas')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quitar Alien' })).toBeInTheDocument();

    // Arabic has a form of its own for two.
    await act(() => switchLanguage('ar'));
    expect(await screen.findByRole('heading', { level: 1, name: 'قائمة مشاهدتي' })).toBeInTheDocument();
    expect(screen.getByText('فيلمان')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  } finally {
    await act(() => switchLanguage('en'));
  }
});
