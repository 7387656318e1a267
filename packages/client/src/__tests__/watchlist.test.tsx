import { ada, alien, fightClub } from '@marquee/testing/fixtures';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { type ReactNode } from 'react';
import { saveSession } from '../auth';
import { logoutAtom } from '../session';
import { storageKeys } from '../storage';
import { marqueeStore } from '../store';
import { serveWatchlistBackend } from '../testing/watchlistBackend';
import { forgetUserData } from '../users/forgetUserData';
import { savePendingWatchlistItem } from '../watchlist/pendingWatchlistItem';
import { useWatchlist } from '../watchlist/useWatchlist';
import { toWatchlistBody } from '../watchlist/watchlistItem';
import { watchlistKey } from '../watchlist/watchlistKey';
import { useAddToWatchlist, useRemoveFromWatchlist } from '../watchlist/watchlistMutations';
import { openWatchlistSession } from '../watchlist/watchlistSession';
import { keepWatchlistInStorage } from '../watchlist/watchlistStorage';

const { backend, api } = serveWatchlistBackend();

let queryClient: QueryClient;
beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  saveSession({ token: 'tok', user: ada });
});
afterEach(() => queryClient.clear());

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

/** The watchlist as a component sees it, with the two changes it can make. */
function renderWatchlist() {
  const { result } = renderHook(
    () => ({ list: useWatchlist(), add: useAddToWatchlist(), remove: useRemoveFromWatchlist() }),
    { wrapper },
  );
  return {
    current: () => result.current,
    titles: () => result.current.list.items.map((item) => item.title),
  };
}

async function loaded(items = [alien]) {
  backend.lists.set(ada.id, items);
  const watchlist = renderWatchlist();
  await waitFor(() => expect(watchlist.current().list.isSynced).toBe(true));
  return watchlist;
}

test("loading takes the server's list, keeps it for this user in local storage and marks it synced", async () => {
  const stop = keepWatchlistInStorage(queryClient, ada.id);
  const { titles, current } = await loaded();

  expect(titles()).toEqual(['Alien']);
  expect(current().list.error).toBe('');
  expect(JSON.parse(localStorage.getItem(storageKeys.watchlist)!)).toEqual({
    userId: ada.id,
    items: [alien],
  });
  stop();
});

test('a failed load clears the synced mark and says why', async () => {
  const { current } = await loaded();

  backend.failNext({ status: 500 });
  await act(() => queryClient.refetchQueries({ queryKey: watchlistKey(ada.id) }));

  await waitFor(() => expect(current().list.isSynced).toBe(false));
  expect(current().list.error).toBe('Failed to fetch watchlist');
});

test('an add shows at once, then the list becomes the server’s', async () => {
  const { titles, current } = await loaded();
  api.hold();
  act(() => current().add.mutate(toWatchlistBody(fightClub)));

  await waitFor(() => expect(titles()).toEqual(['Fight Club', 'Alien']));
  expect(current().list.isInWatchlist(550)).toBe(true);
  expect(current().add.isPending).toBe(true);

  api.release();
  await waitFor(() => expect(current().add.isSuccess).toBe(true));
  expect(titles()).toEqual(['Fight Club', 'Alien']);
  expect(backend.lists.get(ada.id)?.[0]).toMatchObject({
    movieId: '550',
    poster: fightClub.poster_path,
    year: '1999',
  });
});

test('an add the server refuses is rolled back with its message', async () => {
  const { titles, current } = await loaded();
  backend.failNext({ status: 500 });
  api.hold();
  let adding!: Promise<unknown>;
  act(() => {
    adding = current().add.mutateAsync(toWatchlistBody(fightClub));
  });
  await waitFor(() => expect(titles()).toEqual(['Fight Club', 'Alien']));

  api.release();
  await act(() => expect(adding).rejects.toThrow('Failed to add to watchlist'));
  await waitFor(() => expect(titles()).toEqual(['Alien']));
  expect(current().add.error?.message).toBe('Failed to add to watchlist');

  backend.failNext({ status: 400, body: { message: 'body/title must NOT have fewer than 1 characters' } });
  await act(() =>
    expect(current().add.mutateAsync(toWatchlistBody(fightClub))).rejects.toThrow(
      'body/title must NOT have fewer than 1 characters',
    ),
  );
  await waitFor(() => expect(current().add.error?.message).toMatch(/^body\/title/));
  expect(titles()).toEqual(['Alien']);
});

test('a removal shows at once and a failed one puts the film back in its place', async () => {
  const first = { ...alien, movieId: '1', id: '1', title: 'First' };
  const { titles, current } = await loaded([first, alien]);

  backend.failNext({ status: 500 });
  api.hold();
  let removing!: Promise<unknown>;
  act(() => {
    removing = current().remove.mutateAsync('1');
  });
  await waitFor(() => expect(titles()).toEqual(['Alien']));
  api.release();
  await act(() => expect(removing).rejects.toThrow('Failed to remove from watchlist'));
  await waitFor(() => expect(titles()).toEqual(['First', 'Alien']));

  await act(() => current().remove.mutateAsync('1'));
  await waitFor(() => expect(titles()).toEqual(['Alien']));
  expect(backend.lists.get(ada.id)).toEqual([alien]);
});

test('a film saved by a guest joins the account after sign-in, and is forgotten', async () => {
  marqueeStore.set(logoutAtom);
  savePendingWatchlistItem(fightClub);
  backend.lists.set(ada.id, [alien]);

  saveSession({ token: 'tok', user: ada });
  await openWatchlistSession(queryClient, ada.id);

  const movieIds = ['550', '348'];
  expect(
    queryClient.getQueryData<(typeof alien)[]>(watchlistKey(ada.id))?.map((item) => item.movieId),
  ).toEqual(movieIds);
  expect(backend.lists.get(ada.id)?.map((item) => item.movieId)).toEqual(movieIds);
  expect(localStorage.getItem(storageKeys.pendingWatchlistItem)).toBeNull();
});

test("the stored list shows until the server answers, another account's never; forgetting the user clears it", async () => {
  backend.lists.set(ada.id, [alien]);
  localStorage.setItem(storageKeys.watchlist, JSON.stringify({ userId: 'someone-else', items: [alien] }));
  api.hold();
  const stranger = renderWatchlist();
  expect(stranger.titles()).toEqual([]);
  api.release();
  await waitFor(() => expect(stranger.current().list.isSynced).toBe(true));
  queryClient.clear();

  localStorage.setItem(storageKeys.watchlist, JSON.stringify({ userId: ada.id, items: [alien] }));
  api.hold();
  const own = renderWatchlist();
  expect(own.titles()).toEqual(['Alien']);
  expect(own.current().list.isSynced).toBe(false);
  api.release();
  await waitFor(() => expect(own.current().list.isSynced).toBe(true));

  forgetUserData(queryClient, ada.id);
  expect(queryClient.getQueryData(watchlistKey(ada.id))).toBeUndefined();
  expect(localStorage.getItem(storageKeys.watchlist)).toBeNull();
});

test("a change made in another tab of the same user shows in this one, another user's does not", () => {
  const stop = keepWatchlistInStorage(queryClient, ada.id);

  // The other tab wrote local storage; the browser tells this tab with a `storage` event.
  const otherTabWrites = (userId: string) => {
    const written = JSON.stringify({ userId, items: [alien] });
    localStorage.setItem(storageKeys.watchlist, written);
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: storageKeys.watchlist,
        newValue: written,
        storageArea: localStorage,
      }),
    );
  };
  otherTabWrites('someone-else');
  expect(queryClient.getQueryData(watchlistKey(ada.id))).toBeUndefined();

  otherTabWrites(ada.id);
  expect(queryClient.getQueryData(watchlistKey(ada.id))).toEqual([alien]);
  stop();
});

test('the session, the page and every button asking at once send one load; a later page open loads again', async () => {
  backend.lists.set(ada.id, [alien]);
  const session = openWatchlistSession(queryClient, ada.id);
  const [page, button] = [renderWatchlist(), renderWatchlist()];
  await session;
  await waitFor(() => expect(page.titles()).toEqual(['Alien']));
  expect(button.titles()).toEqual(['Alien']);
  expect(backend.requests).toEqual([`GET /api/users/${ada.id}/watchlist`]);

  renderHook(() => useWatchlist({ refetchOnMount: 'always' }), { wrapper });
  await waitFor(() => expect(backend.requests).toHaveLength(2));
});
