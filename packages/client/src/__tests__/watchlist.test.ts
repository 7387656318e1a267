import { RESET } from 'jotai/utils';
import { saveSession } from '../auth';
import { logoutAtom } from '../session';
import { storageKeys } from '../storage';
import { marqueeStore } from '../store';
import { serveWatchlistBackend } from '../testing/watchlistBackend';
import { ada, alien, fightClub } from '../testing/fixtures';
import { savePendingWatchlistItem } from '../watchlist/pendingWatchlistItem';
import {
  addMovieToWatchlist,
  clearWatchlist,
  isInWatchlist,
  loadWatchlist,
  openWatchlistSession,
  removeMovieFromWatchlist,
} from '../watchlist/watchlistActions';
import {
  storedWatchlistAtom,
  watchlistErrorAtom,
  watchlistItemsAtom,
  watchlistSyncedAtom,
} from '../watchlist/watchlistState';

const { backend, api } = serveWatchlistBackend();

beforeEach(() => saveSession({ token: 'tok', user: ada }));

const titles = () => marqueeStore.get(watchlistItemsAtom).map((item) => item.title);

test("loading takes the server's list, keeps it for this user in local storage and marks it synced", async () => {
  backend.lists.set(ada.id, [alien]);
  marqueeStore.set(storedWatchlistAtom, { userId: ada.id, items: [] });

  await loadWatchlist();

  expect(titles()).toEqual(['Alien']);
  expect(marqueeStore.get(watchlistSyncedAtom)).toBe(true);
  expect(JSON.parse(localStorage.getItem(storageKeys.watchlist)!)).toEqual({
    userId: ada.id,
    items: [alien],
  });
});

test('a failed load clears the synced mark and says why', async () => {
  await loadWatchlist();
  expect(marqueeStore.get(watchlistSyncedAtom)).toBe(true);

  backend.failNext({ status: 500 });
  await loadWatchlist();

  expect(marqueeStore.get(watchlistSyncedAtom)).toBe(false);
  expect(marqueeStore.get(watchlistErrorAtom)).toBe('Failed to fetch watchlist');
});

test('an add shows at once, then the list becomes the server’s', async () => {
  backend.lists.set(ada.id, [alien]);
  api.hold();
  const adding = addMovieToWatchlist(fightClub);

  expect(titles()).toEqual(['Fight Club']);
  expect(isInWatchlist(550)).toBe(true);

  api.release();
  await expect(adding).resolves.toEqual({ ok: true });
  expect(titles()).toEqual(['Fight Club', 'Alien']);
  expect(backend.lists.get(ada.id)?.[0]).toMatchObject({
    movieId: '550',
    poster: fightClub.poster_path,
    year: '1999',
  });
});

test('an add the server refuses is rolled back with its message', async () => {
  marqueeStore.set(storedWatchlistAtom, { userId: ada.id, items: [alien] });
  backend.failNext({ status: 500 });
  api.hold();
  const adding = addMovieToWatchlist(fightClub);
  expect(titles()).toEqual(['Fight Club', 'Alien']);

  api.release();
  await expect(adding).resolves.toEqual({ ok: false, message: 'Failed to add to watchlist' });
  expect(titles()).toEqual(['Alien']);
  expect(marqueeStore.get(watchlistErrorAtom)).toBe('Failed to add to watchlist');

  backend.failNext({ status: 400, body: { message: 'body/title must NOT have fewer than 1 characters' } });
  await expect(addMovieToWatchlist(fightClub)).resolves.toEqual({
    ok: false,
    message: 'body/title must NOT have fewer than 1 characters',
  });
});

test('a removal shows at once and a failed one puts the film back in its place', async () => {
  const items = [{ ...alien, movieId: '1', id: '1', title: 'First' }, alien];
  backend.lists.set(ada.id, items);
  await loadWatchlist();

  backend.failNext({ status: 500 });
  api.hold();
  const removing = removeMovieFromWatchlist('1');
  expect(titles()).toEqual(['Alien']);
  api.release();
  await expect(removing).resolves.toEqual({ ok: false, message: 'Failed to remove from watchlist' });
  expect(titles()).toEqual(['First', 'Alien']);

  await expect(removeMovieFromWatchlist('1')).resolves.toEqual({ ok: true });
  expect(titles()).toEqual(['Alien']);
  expect(backend.lists.get(ada.id)).toEqual([alien]);
});

test('a film saved by a guest joins the account after sign-in, and is forgotten', async () => {
  marqueeStore.set(logoutAtom);
  savePendingWatchlistItem(fightClub);
  backend.lists.set(ada.id, [alien]);

  saveSession({ token: 'tok', user: ada });
  await openWatchlistSession();

  expect(titles()).toEqual(['Fight Club', 'Alien']);
  expect(backend.lists.get(ada.id)?.map((item) => item.movieId)).toEqual(['550', '348']);
  expect(localStorage.getItem(storageKeys.pendingWatchlistItem)).toBeNull();
});

test("another account's stored list never shows, and clearing forgets it", async () => {
  marqueeStore.set(storedWatchlistAtom, { userId: 'someone-else', items: [alien] });
  expect(titles()).toEqual([]);

  marqueeStore.set(storedWatchlistAtom, { userId: ada.id, items: [alien] });
  clearWatchlist();
  expect(titles()).toEqual([]);
  expect(localStorage.getItem(storageKeys.watchlist)).toBeNull();
});

test('a change made in another tab of the same user shows in this one', () => {
  const unsubscribe = marqueeStore.sub(watchlistItemsAtom, () => {});
  marqueeStore.set(storedWatchlistAtom, RESET);

  // The other tab wrote local storage; the browser tells this tab with a `storage` event.
  const written = JSON.stringify({ userId: ada.id, items: [alien] });
  localStorage.setItem(storageKeys.watchlist, written);
  window.dispatchEvent(
    new StorageEvent('storage', { key: storageKeys.watchlist, newValue: written, storageArea: localStorage }),
  );
  expect(titles()).toEqual(['Alien']);

  localStorage.removeItem(storageKeys.watchlist);
  window.dispatchEvent(
    new StorageEvent('storage', { key: storageKeys.watchlist, newValue: null, storageArea: localStorage }),
  );
  expect(titles()).toEqual([]);
  unsubscribe();
});

test('a load asked for while one for the same user is under way joins it; a later one fetches again', async () => {
  backend.lists.set(ada.id, [alien]);
  const first = loadWatchlist();
  expect(loadWatchlist()).toBe(first);
  await first;
  expect(titles()).toEqual(['Alien']);

  const next = loadWatchlist();
  expect(next).not.toBe(first);
  await next;
});
