import { type MoviePage, type MovieSummary } from '@marquee/contracts';
import { serveAtApi } from '@marquee/testing/localApi';
import { createServer } from 'node:http';

/** A film of the lists below: an Action film of 1999 rated 7 unless told otherwise. */
export function film(id: number, facts: Partial<MovieSummary> = {}): MovieSummary {
  return {
    id,
    title: `Film ${id}`,
    original_title: `Film ${id}`,
    original_language: 'en',
    overview: '',
    release_date: '1999-01-01',
    poster_path: null,
    backdrop_path: null,
    genre_ids: [28],
    popularity: 1,
    vote_average: 7,
    vote_count: 10,
    adult: false,
    video: false,
    ...facts,
  };
}

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
  const requests: URL[] = [];
  let failing = false;
  let held: (() => void)[] | null = null;

  function answer(url: URL): [number, unknown] {
    const list = lists[url.pathname.replace(/^\/api\/tmdb\//, '')];
    if (!list) return [404, { message: 'Not found' }];
    const page = Number(url.searchParams.get('page'));
    const films = (list.pages[page - 1] ?? []).map((entry) =>
      typeof entry === 'number' ? film(entry) : entry,
    );
    const body: MoviePage = {
      page,
      results: films,
      total_pages: list.totalPages ?? list.pages.length,
      total_results: list.totalResults ?? list.pages.flat().length,
    };
    return [200, body];
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://api');
    requests.push(url);
    const fails = failing;
    failing = false;
    if (held) await new Promise<void>((resume) => held?.push(resume));
    const [status, body] = fails ? [500, { message: 'The movie database is not answering' }] : answer(url);
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(body));
  });
  const served = await serveAtApi(server);

  function release() {
    const waiting = held ?? [];
    held = null;
    for (const resume of waiting) resume();
  }

  return {
    /** The pages asked of one list so far, in order. */
    pagesAsked: (path: string) =>
      requests
        .filter((url) => url.pathname === `/api/tmdb/${path}`)
        .map((url) => Number(url.searchParams.get('page'))),
    /** The calls to one path so far. */
    calls: (path: string) => requests.filter((url) => url.pathname === `/api/tmdb/${path}`),
    failNext() {
      failing = true;
    },
    hold() {
      held ??= [];
    },
    release,
    close() {
      release();
      return served.close();
    },
  };
}
