import { type MoviePage, type UnseenPage } from '@marquee/contracts';
import { ada, movieSummary } from '@marquee/testing/fixtures';
import { startLocalApi, type LocalApi } from '@marquee/testing/localApi';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { type ReactNode } from 'react';
import { saveSession } from '../../auth';
import { movieListInfiniteQuery } from '../../movies/movieListQueries';
import { logoutAtom } from '../../session';
import { marqueeStore } from '../../store';
import { hideSeenBackend } from '../../testing/hideSeenBackend';
import { unseenListInfiniteQuery } from '../unseenListQueries';
import { useDiscoveryMovies } from '../useDiscoveryMovies';
import { useHideSeen } from '../useHideSeen';

const backend = hideSeenBackend();
/** The whole list: films 1-4 on page 1, 5-6 on page 2. */
const wholePages: Record<string, MoviePage> = {
  '1': { page: 1, results: [1, 2, 3, 4].map((id) => movieSummary(id)), total_pages: 2, total_results: 6 },
  '2': { page: 2, results: [5, 6].map((id) => movieSummary(id)), total_pages: 2, total_results: 6 },
};
/** The unseen list, 2, 4 and 5 hidden: the server's pages and where each says the next starts. */
const unseenPages: Record<string, UnseenPage> = {
  '1.0': { ...wholePages['1']!, results: [1, 3].map((id) => movieSummary(id)), next: { page: 2, skip: 1 } },
  '2.1': { ...wholePages['2']!, results: [movieSummary(6)], next: null },
};

let api: LocalApi;
beforeAll(async () => {
  api = await startLocalApi(({ method, path, body, headers }) => {
    const url = new URL(path, 'http://api');
    const page = url.searchParams.get('page') ?? '1';
    if (url.pathname === '/api/tmdb/movie/popular') return { status: 200, body: wholePages[page] };
    if (url.pathname === '/api/unseen/lists/popular')
      return { status: 200, body: unseenPages[`${page}.${url.searchParams.get('skip') ?? '0'}`] };
    return backend.handle({ method, path, body, headers }) ?? { status: 404, body: { message: 'Not found' } };
  });
});
afterAll(() => api.close());
beforeEach(() => {
  backend.reset();
  api.requests.length = 0;
  marqueeStore.set(logoutAtom);
});

function withCache() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

const usePopular = () => ({
  list: useDiscoveryMovies(movieListInfiniteQuery('popular'), (userId) =>
    unseenListInfiniteQuery('popular', userId),
  ),
  setting: useHideSeen(),
});
const asked = () => api.requests.map((request) => request.path);
const ids = (movies: { id: number }[]) => movies.map((movie) => movie.id);

test('a guest sees the whole list, and no setting is asked for', async () => {
  const { result } = renderHook(usePopular, { wrapper: withCache() });
  await waitFor(() => expect(ids(result.current.list.movies)).toEqual([1, 2, 3, 4]));
  expect(asked()).toEqual(['/api/tmdb/movie/popular?page=1']);
});

test('with hide-seen on, the unseen pages follow each other by their cursor; the whole list is never asked', async () => {
  saveSession({ token: 'tok', user: ada });
  backend.settings.set(ada.id, true);
  const { result } = renderHook(usePopular, { wrapper: withCache() });
  await waitFor(() => expect(ids(result.current.list.movies)).toEqual([1, 3]));

  act(() => result.current.list.loadMore());
  await waitFor(() => expect(ids(result.current.list.movies)).toEqual([1, 3, 6]));
  expect(result.current.list.done).toBe(true);
  expect(asked()).toEqual([
    `/api/users/${ada.id}/hide-seen`,
    '/api/unseen/lists/popular?page=1',
    '/api/unseen/lists/popular?page=2&skip=1',
  ]);
});

test('turning the setting off shows the whole list at once, and saves it', async () => {
  saveSession({ token: 'tok', user: ada });
  backend.settings.set(ada.id, true);
  const { result } = renderHook(usePopular, { wrapper: withCache() });
  await waitFor(() => expect(ids(result.current.list.movies)).toEqual([1, 3]));

  act(() => result.current.setting.setHideSeen(false));
  await waitFor(() => expect(ids(result.current.list.movies)).toEqual([1, 2, 3, 4]));
  await waitFor(() => expect(backend.settings.get(ada.id)).toBe(false));
});
