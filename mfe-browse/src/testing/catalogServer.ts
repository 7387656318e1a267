import { type MoviePage, type MovieSummary } from '@marquee/contracts';
import { serveAtApi } from '@marquee/testing/localApi';
import { createServer, type Server } from 'node:http';

export function film(id: number, title = `Film ${id}`): MovieSummary {
  return {
    id,
    title,
    original_title: title,
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
  };
}

const genres = [
  { id: 28, name: 'Action' },
  { id: 35, name: 'Comedy' },
  { id: 27, name: 'Horror' },
];

/**
 * A real HTTP server answering the movie-data routes the browse pages call, with a small fixed catalogue,
 * recording every URL asked for. Pages talk to it through the same-origin /api the product uses. Its movie
 * data is a local catalog as of `asOf`, or live TMDB data when `asOf` is null.
 */
export async function startCatalogServer({ asOf = '2017-02-03' }: { asOf?: string | null } = {}) {
  const requests: URL[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://catalog');
    requests.push(url);
    let body: unknown = { message: 'Not found' };
    let status = 404;
    if (url.pathname === '/api/tmdb/genre/movie/list') [status, body] = [200, { genres }];
    else if (url.pathname === '/api/catalog/status')
      [status, body] = [200, { provider: asOf ? 'catalog' : 'tmdb', as_of: asOf }];
    else if (url.pathname.startsWith('/api/tmdb/')) {
      const page = Number(url.searchParams.get('page') ?? 1);
      const result: MoviePage = {
        page,
        // Each page: an Action film from 1999 rated 7, and a Horror film from 1985 rated 5.
        results: [
          film(page * 100 + 1),
          { ...film(page * 100 + 2), genre_ids: [27], release_date: '1985-06-01', vote_average: 5 },
        ],
        total_pages: 3,
        total_results: 6,
      };
      [status, body] = [200, result];
    }
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  const { close } = await serveAtApi(server);

  return {
    requests,
    /** The URLs asked for under /api/tmdb/<path>. */
    calls: (path: string) => requests.filter((url) => url.pathname === `/api/tmdb/${path}`),
    close,
  };
}
