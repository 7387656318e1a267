import {
  createQueryClient,
  logoutAtom,
  marqueeStore,
  savePendingWatchlistItem,
  saveSession,
  watchlistKey,
} from '@marquee/client';
import { serveWatchlistBackend } from '@marquee/client/testing';
import { type WatchlistItem } from '@marquee/contracts';
import { act, waitFor } from '@testing-library/react';
import { App } from '../../App';
import { renderInShell } from '../../testing/render';

const { backend } = serveWatchlistBackend();

// jsdom does not implement scrolling; ScrollToTop calls it on every route.
beforeEach(() => jest.spyOn(window, 'scrollTo').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

const queryClient = createQueryClient();
const movieIds = () =>
  queryClient.getQueryData<WatchlistItem[]>(watchlistKey('u1'))?.map((item) => item.movieId) ?? [];

test('signing in loads the list and adds the film picked as a guest; signing out clears it', async () => {
  marqueeStore.set(logoutAtom);
  backend.lists.set('u1', [
    {
      id: '348',
      movieId: '348',
      title: 'Alien',
      poster: null,
      overview: '',
      vote_average: 8.2,
      year: '1979',
      addedAt: '2026-02-01T10:00:00.000Z',
    },
  ]);
  savePendingWatchlistItem({
    id: 550,
    title: 'Fight Club',
    poster_path: null,
    overview: '',
    vote_average: 8.4,
    release_date: '1999-10-15',
  });
  renderInShell(<App />, { store: marqueeStore, queryClient });
  expect(movieIds()).toEqual([]);

  act(() =>
    saveSession({
      token: 'tok',
      user: {
        id: 'u1',
        name: 'Ada',
        email: 'ada@example.com',
        role: 'user',
        isGoogleUser: false,
        createdAt: '2026-01-01T00:00:00.000Z',
      },
    }),
  );

  await waitFor(() => expect(backend.lists.get('u1')?.map((item) => item.movieId)).toEqual(['550', '348']));
  await waitFor(() => expect(movieIds()).toEqual(['550', '348']));
  expect(localStorage.getItem('pendingWatchlistItem')).toBeNull();
  expect(JSON.parse(localStorage.getItem('watchlist')!)).toMatchObject({ userId: 'u1' });

  act(() => marqueeStore.set(logoutAtom));
  expect(queryClient.getQueryData(watchlistKey('u1'))).toBeUndefined();
  expect(localStorage.getItem('watchlist')).toBeNull();
});
