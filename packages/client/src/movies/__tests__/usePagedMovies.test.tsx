import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { startMovieListApi } from '../../testing/movieListApi';
import { movieListInfiniteQuery } from '../movieListQueries';
import { usePagedMovies, type PagedMovies } from '../usePagedMovies';

let api: Awaited<ReturnType<typeof startMovieListApi>> | undefined;
afterEach(() => api?.close());

async function serve(pages: number[][], sizes: { totalPages?: number } = {}) {
  api = await startMovieListApi({
    'movie/popular': { pages, ...sizes },
    'movie/upcoming': { pages: [[90]] },
  });
  return api;
}

/** A cache of its own and no retries, as the product's component tests render. */
function withCache(client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

const ids = (list: PagedMovies) => list.movies.map((movie) => movie.id);
const usePopular = (enabled = true) => usePagedMovies(movieListInfiniteQuery('popular'), { enabled });

test('loads pages in order and never asks for one page twice', async () => {
  const served = await serve([
    [1, 2],
    [3, 4],
    [5, 6],
  ]);
  const { result } = renderHook(() => usePopular(), { wrapper: withCache() });
  await waitFor(() => expect(ids(result.current)).toEqual([1, 2]));

  served.hold();
  act(() => result.current.loadMore());
  act(() => result.current.loadMore()); // a second sentinel hit while page 2 is in flight
  await waitFor(() => expect(served.pagesAsked('movie/popular')).toEqual([1, 2]));
  expect(result.current.loading).toBe(true);

  served.release();
  await waitFor(() => expect(ids(result.current)).toEqual([1, 2, 3, 4]));
  expect(served.pagesAsked('movie/popular')).toEqual([1, 2]);
  expect(result.current).toMatchObject({ loading: false, done: false, totalResults: 6 });
});

test('shows each film once, though a later page repeats it', async () => {
  await serve([
    [1, 2, 3],
    [3, 4, 1, 5],
  ]);
  const { result } = renderHook(() => usePopular(), { wrapper: withCache() });
  await waitFor(() => expect(ids(result.current)).toEqual([1, 2, 3]));
  act(() => result.current.loadMore());
  await waitFor(() => expect(ids(result.current)).toEqual([1, 2, 3, 4, 5]));
});

test('stops after the last page', async () => {
  const served = await serve([[1]]);
  const { result } = renderHook(() => usePopular(), { wrapper: withCache() });
  await waitFor(() => expect(result.current.done).toBe(true));
  act(() => result.current.loadMore());
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(served.pagesAsked('movie/popular')).toEqual([1]);
});

test('a failed page waits for retry, which asks for the same page again', async () => {
  const served = await serve([[1, 2], [3]]);
  const { result } = renderHook(() => usePopular(), { wrapper: withCache() });
  await waitFor(() => expect(ids(result.current)).toEqual([1, 2]));

  served.failNext();
  act(() => result.current.loadMore());
  await waitFor(() => expect(result.current.error?.message).toBe('The movie database is not answering'));
  expect(result.current).toMatchObject({ loading: false, done: false });

  act(() => result.current.loadMore()); // the sentinel is still in view: nothing until the visitor retries
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(served.pagesAsked('movie/popular')).toEqual([1, 2]);

  act(() => result.current.retry());
  await waitFor(() => expect(ids(result.current)).toEqual([1, 2, 3]));
  expect(served.pagesAsked('movie/popular')).toEqual([1, 2, 2]);
  expect(result.current).toMatchObject({ error: null, done: true });
});

test('a list whose first page failed asks for it again on retry', async () => {
  const served = await serve([[1, 2]]);
  served.failNext();
  const { result } = renderHook(() => usePopular(), { wrapper: withCache() });
  await waitFor(() => expect(result.current.error).not.toBeNull());
  expect(result.current).toMatchObject({ loading: false, movies: [], totalResults: null });

  served.hold();
  act(() => result.current.retry());
  await waitFor(() => expect(result.current).toMatchObject({ loading: true, error: null }));
  served.release();
  await waitFor(() => expect(ids(result.current)).toEqual([1, 2]));
  expect(served.pagesAsked('movie/popular')).toEqual([1, 1]);
});

test('starts with the first page, also under StrictMode’s double effects', async () => {
  const served = await serve([[10], [20]]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Cache = withCache(client);
  const { result } = renderHook(() => usePopular(), {
    wrapper: ({ children }) => (
      <StrictMode>
        <Cache>{children}</Cache>
      </StrictMode>
    ),
  });
  expect(result.current.loading).toBe(true);
  await waitFor(() => expect(ids(result.current)).toEqual([10]));
  act(() => result.current.loadMore());
  await waitFor(() => expect(result.current.done).toBe(true));
  expect(ids(result.current)).toEqual([10, 20]);
  expect(served.pagesAsked('movie/popular')).toEqual([1, 2]);
});

test('another list starts over', async () => {
  await serve([[1]]);
  const { result, rerender } = renderHook(({ list }) => usePagedMovies(movieListInfiniteQuery(list)), {
    wrapper: withCache(),
    initialProps: { list: 'popular' as 'popular' | 'upcoming' },
  });
  await waitFor(() => expect(ids(result.current)).toEqual([1]));
  rerender({ list: 'upcoming' });
  await waitFor(() => expect(ids(result.current)).toEqual([90]));
});

test('is loading from the very first render, before the first page is asked for', async () => {
  await serve([[1]]);
  const seen: boolean[] = [];
  renderHook(() => seen.push(usePopular().loading), { wrapper: withCache() });
  expect(seen[0]).toBe(true);
});

test('asks for nothing while not enabled, reporting itself loading, and starts once enabled', async () => {
  const served = await serve([[1]]);
  const { result, rerender } = renderHook(({ enabled }) => usePopular(enabled), {
    wrapper: withCache(),
    initialProps: { enabled: false },
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(served.pagesAsked('movie/popular')).toEqual([]);
  expect(result.current.loading).toBe(true);

  rerender({ enabled: true });
  await waitFor(() => expect(ids(result.current)).toEqual([1]));
  expect(served.pagesAsked('movie/popular')).toEqual([1]);
});

test('a list left while its first page is on its way is asked for again when it comes back', async () => {
  const served = await serve([[1]]);
  const wrapper = withCache();
  served.hold();
  const left = renderHook(() => usePopular(), { wrapper });
  await waitFor(() => expect(served.pagesAsked('movie/popular')).toEqual([1]));
  left.unmount();
  served.release();

  const { result } = renderHook(() => usePopular(), { wrapper });
  await waitFor(() => expect(ids(result.current)).toEqual([1]));
  expect(served.pagesAsked('movie/popular')).toEqual([1, 1]);
});
