import type { FeedItem, FeedPage, Person } from '@marquee/contracts';
import { type LocalApiReply, type LocalApiRequest } from '@marquee/testing/localApi';

export const grace: Person = {
  id: '7d4f2a10-0000-4000-8000-000000000001',
  name: 'Grace',
  handle: 'grace_h',
  avatar: null,
};

let itemNumber = 0;
const nextId = () => `5e0c4b7a-0000-4000-8000-${String(++itemNumber).padStart(12, '0')}`;

/** Grace logged Alien (4 stars) on 2026-03-09, unless told otherwise. */
export function diaryItem(
  overrides: Partial<Extract<FeedItem, { kind: 'diary' }>['entry']> = {},
  at = '2026-03-09T20:00:00.000Z',
): FeedItem {
  return {
    kind: 'diary',
    at,
    person: grace,
    entry: {
      id: nextId(),
      movieId: '348',
      title: 'Alien',
      poster: '/alien.jpg',
      year: '1979',
      watchedOn: '2026-03-09',
      stars: 4,
      rewatch: false,
      reviewId: null,
      createdAt: at,
      ...overrides,
    },
  };
}

/** Grace reviewed Fight Club (5 stars), unless told otherwise. */
export function reviewItem(
  overrides: Partial<Extract<FeedItem, { kind: 'review' }>['review']> = {},
  at = '2026-03-08T20:00:00.000Z',
): FeedItem {
  return {
    kind: 'review',
    at,
    person: grace,
    review: {
      id: nextId(),
      movieId: '550',
      language: 'en',
      movieTitle: 'Fight Club',
      rating: 5,
      title: 'Still sharp',
      comment: 'The first rule holds up.',
      likes: 0,
      dislikes: 0,
      createdAt: at,
      ...overrides,
    },
  };
}

/** Grace changed her public list "Space horror" (2 films, ranked), unless told otherwise. */
export function listItem(
  overrides: Partial<Extract<FeedItem, { kind: 'list' }>['list']> = {},
  at = '2026-03-07T20:00:00.000Z',
): FeedItem {
  return {
    kind: 'list',
    at,
    person: grace,
    list: {
      id: nextId(),
      name: 'Space horror',
      description: 'Nobody hears you.',
      ranked: true,
      entryCount: 2,
      posters: ['/alien.jpg'],
      updatedAt: at,
      ...overrides,
    },
  };
}

/**
 * GET /api/feed kept in memory: `items` newest first, `pageSize` a page, the cursor being the index of the
 * next page's first item; `failNext` makes the next call fail the way the server can.
 */
export function feedBackend() {
  const state = { items: [] as FeedItem[], pageSize: 20, nextFailure: null as LocalApiReply | null };

  function handle({ method, path }: LocalApiRequest): LocalApiReply | null {
    const url = new URL(path, 'http://api');
    if (method !== 'GET' || url.pathname !== '/api/feed') return null;
    if (state.nextFailure) {
      const reply = state.nextFailure;
      state.nextFailure = null;
      return reply;
    }
    const start = Number(url.searchParams.get('cursor') ?? 0);
    const end = start + state.pageSize;
    const page: FeedPage = {
      items: state.items.slice(start, end),
      nextCursor: end < state.items.length ? String(end) : null,
    };
    return { status: 200, body: page };
  }

  return {
    state,
    handle,
    failNext(reply: LocalApiReply) {
      state.nextFailure = reply;
    },
  };
}
