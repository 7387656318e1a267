import type { AddToWatchlistBody, WatchlistItem } from '@marquee/contracts';
import { logoutAtom } from '../session';
import { marqueeStore } from '../store';
import {
  type LocalApi,
  type LocalApiReply,
  type LocalApiRequest,
  startLocalApi,
} from '@marquee/testing/localApi';

const watchlistPath = /^\/api\/users\/([^/]+)\/watchlist(?:\/([^/?]+))?$/;

/**
 * The watchlist routes of the API (GET, POST, DELETE /api/users/:id/watchlist) kept in memory, answering
 * the contract's shapes; `failNext` makes the next watchlist call fail the way the server can, and `requests`
 * lists the calls received ('GET /api/users/u1/watchlist').
 */
export function watchlistBackend() {
  const lists = new Map<string, WatchlistItem[]>();
  const requests: string[] = [];
  let nextFailure: LocalApiReply | null = null;

  function handle({ method, path, body }: LocalApiRequest): LocalApiReply | null {
    const match = watchlistPath.exec(path);
    if (!match) return null;
    requests.push(`${method} ${path}`);
    if (nextFailure) {
      const reply = nextFailure;
      nextFailure = null;
      return reply;
    }
    const userId = decodeURIComponent(match[1] ?? '');
    let list = lists.get(userId) ?? [];
    if (method === 'POST') {
      const movie = body as AddToWatchlistBody;
      if (!list.some((item) => item.movieId === movie.movieId)) {
        list.unshift({
          id: movie.movieId,
          movieId: movie.movieId,
          title: movie.title,
          poster: movie.poster ?? null,
          overview: movie.overview ?? '',
          vote_average: movie.vote_average ?? 0,
          year: movie.year ?? '',
          addedAt: new Date().toISOString(),
        });
      }
    } else if (method === 'DELETE') {
      const movieId = decodeURIComponent(match[2] ?? '');
      list = list.filter((item) => item.movieId !== movieId);
    }
    lists.set(userId, list);
    return { status: 200, body: { watchlist: list } };
  }

  return {
    lists,
    requests,
    handle,
    failNext(reply: LocalApiReply) {
      nextFailure = reply;
    },
  };
}

/**
 * For a test file: the watchlist backend served as the API to all its tests, each starting with no lists,
 * no session and nothing in local storage. `hold` and `release` are the local API's.
 */
export function serveWatchlistBackend() {
  const backend = watchlistBackend();
  let api: LocalApi;
  beforeAll(async () => {
    api = await startLocalApi((request) => backend.handle(request) ?? { status: 404 });
  });
  afterAll(() => api.close());
  beforeEach(() => {
    backend.lists.clear();
    backend.requests.length = 0;
    marqueeStore.set(logoutAtom);
    localStorage.clear();
  });
  return { backend, api: { hold: () => api.hold(), release: () => api.release() } };
}
