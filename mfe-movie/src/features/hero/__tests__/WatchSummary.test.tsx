import { logoutAtom, marqueeStore, saveSession } from '@marquee/client';
import type { MovieWatches } from '@marquee/contracts';
import { ada } from '@marquee/testing/fixtures';
import { type LocalApi, startLocalApi } from '@marquee/testing/localApi';
import { renderPage } from '@marquee/ui/testing';
import { screen } from '@testing-library/react';
import { WatchSummary } from '../WatchSummary';

let watches: MovieWatches;
let api: LocalApi;
beforeAll(async () => {
  api = await startLocalApi(({ path }) =>
    path === '/api/movies/550/watches' ? { status: 200, body: watches } : { status: 404 },
  );
});
afterAll(() => api.close());
beforeEach(() => {
  marqueeStore.set(logoutAtom);
  localStorage.clear();
});

const renderSummary = () => renderPage('*', <WatchSummary movieId={550} />, '/movie/550');

test("the viewer's own viewings and the last date, then everyone's count", async () => {
  saveSession({ token: 'tok', user: ada });
  watches = { watchCount: 12, mine: { count: 3, lastWatchedOn: '2026-03-09' } };
  renderSummary();
  expect(await screen.findByText('Watched 3 times, last on Mar 9, 2026')).toBeInTheDocument();
  expect(screen.getByText('Logged 12 times on Marquee')).toBeInTheDocument();
});

test('once, and not yet, in words', async () => {
  saveSession({ token: 'tok', user: ada });
  watches = { watchCount: 1, mine: { count: 1, lastWatchedOn: '2025-12-24' } };
  const { unmount } = renderSummary();
  expect(await screen.findByText('Watched once, last on Dec 24, 2025')).toBeInTheDocument();
  expect(screen.getByText('Logged 1 time on Marquee')).toBeInTheDocument();
  unmount();

  watches = { watchCount: 0, mine: { count: 0, lastWatchedOn: null } };
  renderSummary();
  expect(await screen.findByText('Not watched yet')).toBeInTheDocument();
  expect(screen.queryByText(/on Marquee/)).not.toBeInTheDocument();
});

test("a guest sees everyone's count only", async () => {
  watches = { watchCount: 2, mine: null };
  renderSummary();
  expect(await screen.findByText('Logged 2 times on Marquee')).toBeInTheDocument();
  expect(screen.queryByText(/Watched|Not watched/)).not.toBeInTheDocument();
});
