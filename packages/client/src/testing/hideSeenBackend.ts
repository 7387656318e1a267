import type { NotInterestedBody, NotInterestedFilm } from '@marquee/contracts';
import { type LocalApiReply, type LocalApiRequest } from '@marquee/testing/localApi';

const notInterestedPath = /^\/api\/users\/([^/]+)\/not-interested(?:\/([^/?]+))?$/;
const hideSeenPath = /^\/api\/users\/([^/]+)\/hide-seen$/;

/**
 * The hide-seen routes of the API (the setting, and "Not interested" mark, undo and list) kept in memory,
 * answering the contract's shapes; `failNext` makes the next write fail the way the server can (a read
 * the page makes meanwhile, such as a refetch, is answered as usual).
 */
export function hideSeenBackend() {
  const settings = new Map<string, boolean>();
  const films = new Map<string, NotInterestedFilm[]>();
  let nextFailure: LocalApiReply | null = null;

  function handle({ method, path, body }: LocalApiRequest): LocalApiReply | null {
    const setting = hideSeenPath.exec(path);
    const marks = notInterestedPath.exec(path);
    if (!setting && !marks) return null;
    if (nextFailure && method !== 'GET') {
      const reply = nextFailure;
      nextFailure = null;
      return reply;
    }
    if (setting) {
      const userId = decodeURIComponent(setting[1] ?? '');
      if (method === 'PUT') settings.set(userId, (body as { hideSeen: boolean }).hideSeen);
      return { status: 200, body: { hideSeen: settings.get(userId) ?? false } };
    }
    const userId = decodeURIComponent(marks?.[1] ?? '');
    let list = films.get(userId) ?? [];
    if (method === 'POST') {
      const film = body as NotInterestedBody;
      if (!list.some((each) => each.movieId === film.movieId)) {
        list = [
          {
            movieId: film.movieId,
            title: film.title,
            posterPath: film.posterPath ?? null,
            releaseDate: film.releaseDate || null,
            createdAt: new Date().toISOString(),
          },
          ...list,
        ];
      }
    } else if (method === 'DELETE') {
      const movieId = decodeURIComponent(marks?.[2] ?? '');
      list = list.filter((film) => film.movieId !== movieId);
    }
    films.set(userId, list);
    return { status: 200, body: { films: list } };
  }

  return {
    settings,
    films,
    handle,
    failNext(reply: LocalApiReply) {
      nextFailure = reply;
    },
    reset() {
      settings.clear();
      films.clear();
      nextFailure = null;
    },
  };
}
