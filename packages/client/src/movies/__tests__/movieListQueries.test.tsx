import { movieListPath } from '@marquee/contracts/movieLists';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { type ReactNode } from 'react';
import { movieSummary as film } from '@marquee/testing/fixtures';
import { startMovieListApi } from '../../testing/movieListApi';
import { filteredSearchInfiniteQuery } from '../filteredSearchQuery';
import { mergedListsInfiniteQuery, movieListInfiniteQuery } from '../movieListQueries';
import { pageAfter } from '../moviePages';
import { usePagedMovies, type PagedMovies } from '../usePagedMovies';

let api: Awaited<ReturnType<typeof startMovieListApi>> | undefined;
afterEach(() => api?.close());

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const ids = (list: PagedMovies) => list.movies.map((movie) => movie.id);

test('never goes past TMDB’s page limit', () => {
  const page = { results: [film(1)], total_pages: 40_000 };
  expect(pageAfter(page, 499)).toBe(500);
  expect(pageAfter(page, 500)).toBeUndefined();
});

test('a list’s first page is the request the server preloads for the page', async () => {
  api = await startMovieListApi({ 'trending/movie/week': { pages: [[1], [2]] } });
  const { result } = renderHook(() => usePagedMovies(movieListInfiniteQuery('trending')), { wrapper });
  await waitFor(() => expect(ids(result.current)).toEqual([1]));
  const [first] = api.calls('trending/movie/week');
  expect(`${first!.pathname}${first!.search}`).toBe(`/api${movieListPath('trending', 1)}`);
});

test('merged lists: page n of every list that still has one, each film once', async () => {
  const served = await startMovieListApi({
    'trending/movie/week': { pages: [[1, 2], [3]] },
    'movie/popular': { pages: [[2, 4], [5, 3], [6]] },
  });
  api = served;
  const { result } = renderHook(() => usePagedMovies(mergedListsInfiniteQuery(['trending', 'popular'])), {
    wrapper,
  });
  await waitFor(() => expect(ids(result.current)).toEqual([1, 2, 4]));
  act(() => result.current.loadMore());
  await waitFor(() => expect(ids(result.current)).toEqual([1, 2, 4, 3, 5]));
  act(() => result.current.loadMore());
  await waitFor(() => expect(result.current.done).toBe(true));
  expect(ids(result.current)).toEqual([1, 2, 4, 3, 5, 6]);
  // Trending ended after its second page: the third is asked of popular alone.
  expect(served.pagesAsked('trending/movie/week')).toEqual([1, 2]);
  expect(served.pagesAsked('movie/popular')).toEqual([1, 2, 3]);
});

const horror = (id: number) => film(id, { genre_ids: [27], release_date: '1985-06-01', vote_average: 5 });

test('a filtered search skips search pages without a match and keeps the search’s own count', async () => {
  const served = await startMovieListApi({
    'search/movie': { pages: [[1, 2], [3], [horror(4), 5], [6], [horror(7)]], totalResults: 40 },
  });
  api = served;
  const { result } = renderHook(
    () => usePagedMovies(filteredSearchInfiniteQuery('love', { genres: [27], sort: 'title.asc' })),
    { wrapper },
  );
  await waitFor(() => expect(ids(result.current)).toEqual([4]));
  expect(result.current).toMatchObject({ totalResults: 40, done: false });
  expect(served.pagesAsked('search/movie')).toEqual([1, 2, 3]);
  expect(served.calls('search/movie')[0]!.searchParams.get('query')).toBe('love');

  act(() => result.current.loadMore());
  await waitFor(() => expect(result.current.done).toBe(true));
  expect(ids(result.current)).toEqual([4, 7]);
  expect(served.pagesAsked('search/movie')).toEqual([1, 2, 3, 4, 5]);
});

test('a filtered search whose results all fail the filters ends empty after the last search page', async () => {
  const served = await startMovieListApi({ 'search/movie': { pages: [[1], [2], [3]] } });
  api = served;
  const { result } = renderHook(
    () => usePagedMovies(filteredSearchInfiniteQuery('love', { genres: [27], minRating: 6 })),
    { wrapper },
  );
  await waitFor(() => expect(result.current.done).toBe(true));
  expect(result.current.movies).toEqual([]);
  expect(served.pagesAsked('search/movie')).toEqual([1, 2, 3]);
});
