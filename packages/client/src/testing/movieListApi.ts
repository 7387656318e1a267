import { type MoviePage, type MovieSummary } from '@marquee/contracts';
import { movieSummary } from '@marquee/testing/fixtures';
import { startLocalApi, type LocalApiReply } from '@marquee/testing/localApi';

/** One list the API serves: its pages (films, or ids of default films) and what it says its size is. */
export interface ServedList {
  pages: (number | MovieSummary)[][];
  /** TMDB's total_pages; the number of pages given unless told. */
  totalPages?: number;
  totalResults?: number;
}

/**
 * The movie-list routes of the API (/api/tmdb/<path>?page=n) answering the lists a test gives, keyed by
 * path ('movie/popular'), reached through the product's own client. A call is recorded when it arrives;
 * `hold` keeps the answers back (calls stay in flight, as on a slow network) until `release`, and
 * `failNext` makes the next call a 500.
 */
export async function startMovieListApi(lists: Record<string, ServedList>) {
  let failing = false;

  function answer(url: URL): LocalApiReply {
    const list = lists[url.pathname.replace(/^\/api\/tmdb\//, '')];
    if (!list) return { status: 404, body: { message: 'Not found' } };
    const page = Number(url.searchParams.get('page'));
    const films = (list.pages[page - 1] ?? []).map((entry) =>
      typeof entry === 'number' ? movieSummary(entry) : entry,
    );
    const body: MoviePage = {
      page,
      results: films,
      total_pages: list.totalPages ?? list.pages.length,
      total_results: list.totalResults ?? list.pages.flat().length,
    };
    return { status: 200, body };
  }

  const api = await startLocalApi(({ path }) => {
    const url = new URL(path, 'http://api');
    const fails = failing;
    failing = false;
    return fails ? { status: 500, body: { message: 'The movie database is not answering' } } : answer(url);
  });

  const requests = () => api.requests.map(({ path }) => new URL(path, 'http://api'));

  return {
    /** The pages asked of one list so far, in order. */
    pagesAsked: (path: string) =>
      requests()
        .filter((url) => url.pathname === `/api/tmdb/${path}`)
        .map((url) => Number(url.searchParams.get('page'))),
    /** The calls to one path so far. */
    calls: (path: string) => requests().filter((url) => url.pathname === `/api/tmdb/${path}`),
    failNext() {
      failing = true;
    },
    hold: api.hold,
    release: api.release,
    close: api.close,
  };
}
