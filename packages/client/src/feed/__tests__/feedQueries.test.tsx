import type { FeedItem, FeedPage } from '@marquee/contracts';
import { ada } from '@marquee/testing/fixtures';
import { type LocalApi, startLocalApi } from '@marquee/testing/localApi';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { type ReactNode } from 'react';
import { saveSession } from '../../auth';
import { logoutAtom } from '../../session';
import { marqueeStore } from '../../store';
import { feedKeys } from '../feedKeys';
import { useFeed } from '../feedQueries';

const person = { id: '7d4f2a10-0000-4000-8000-000000000001', name: 'Grace', handle: 'grace', avatar: null };

const reviewItem = (id: number): FeedItem => ({
  kind: 'review',
  at: `2026-03-${String(10 - id).padStart(2, '0')}T12:00:00.000Z`,
  person,
  review: {
    id: `5e0c4b7a-0000-4000-8000-${String(id).padStart(12, '0')}`,
    movieId: '348',
    movieTitle: 'Alien',
    language: 'en',
    rating: 5,
    title: '',
    comment: `Review ${id}`,
    likes: 0,
    dislikes: 0,
    createdAt: '2026-03-01T12:00:00.000Z',
  },
});

/** Two pages of the feed: the second after the cursor 'page-2'. */
const pages: Record<string, FeedPage> = {
  '/api/feed': { items: [reviewItem(1), reviewItem(2)], nextCursor: 'page-2' },
  '/api/feed?cursor=page-2': { items: [reviewItem(3)], nextCursor: null },
};

let api: LocalApi;
beforeAll(async () => {
  api = await startLocalApi(({ path }) =>
    pages[path] ? { status: 200, body: pages[path] } : { status: 404, body: { message: 'Not found' } },
  );
});
afterAll(() => api.close());

let queryClient: QueryClient;
beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  api.requests.length = 0;
  marqueeStore.set(logoutAtom);
});
afterEach(() => queryClient.clear());

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

const comments = (data: { pages: FeedPage[] } | undefined) =>
  data?.pages.flatMap((page) => page.items.map((item) => item.kind === 'review' && item.review.comment));

test('the feed is read page by page, each after the cursor of the page before', async () => {
  saveSession({ token: 'tok', user: ada });
  const { result } = renderHook(() => useFeed(), { wrapper });

  await waitFor(() => expect(comments(result.current.data)).toEqual(['Review 1', 'Review 2']));
  expect(result.current.hasNextPage).toBe(true);
  act(() => void result.current.fetchNextPage());

  await waitFor(() => expect(comments(result.current.data)).toEqual(['Review 1', 'Review 2', 'Review 3']));
  expect(result.current.hasNextPage).toBe(false);
  expect(api.requests.map((request) => request.path)).toEqual(['/api/feed', '/api/feed?cursor=page-2']);
  expect(api.requests[0]!.headers.authorization).toBe('Bearer tok');
});

test('nothing is asked for a guest', () => {
  const { result } = renderHook(() => useFeed(), { wrapper });
  expect(result.current.fetchStatus).toBe('idle');
  expect(api.requests).toEqual([]);
});

test('invalidating feedKeys.all (after a follow, an unfollow or a block) reads the feed again', async () => {
  saveSession({ token: 'tok', user: ada });
  const { result } = renderHook(() => useFeed(), { wrapper });
  await waitFor(() => expect(result.current.isSuccess).toBe(true));

  act(() => void queryClient.invalidateQueries({ queryKey: feedKeys.all }));

  await waitFor(() =>
    expect(api.requests.map((request) => request.path)).toEqual(['/api/feed', '/api/feed']),
  );
});
