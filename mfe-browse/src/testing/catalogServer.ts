import { type MoviePage } from '@marquee/contracts';
import { movieSummary } from '@marquee/testing/fixtures';
import { startLocalApi, type LocalApiReply } from '@marquee/testing/localApi';

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
  function answer(url: URL): LocalApiReply {
    if (url.pathname === '/api/tmdb/genre/movie/list') return { status: 200, body: { genres } };
    if (url.pathname === '/api/catalog/status')
      return {
        status: 200,
        body: { provider: asOf ? 'catalog' : 'tmdb', as_of: asOf, upcoming_from: asOf ?? '2026-11-24' },
      };
    if (!url.pathname.startsWith('/api/tmdb/')) return { status: 404, body: { message: 'Not found' } };
    const page = Number(url.searchParams.get('page') ?? 1);
    const result: MoviePage = {
      page,
      // Each page: an Action film from 1999 rated 7, and a Horror film from 1985 rated 5.
      results: [
        movieSummary(page * 100 + 1),
        movieSummary(page * 100 + 2, { genre_ids: [27], release_date: '1985-06-01', vote_average: 5 }),
      ],
      total_pages: 3,
      total_results: 6,
    };
    return { status: 200, body: result };
  }

  const api = await startLocalApi(({ path }) => answer(new URL(path, 'http://catalog')));
  const urls = () => api.requests.map(({ path }) => new URL(path, 'http://catalog'));

  return {
    /** Every request so far (clear it with `splice(0)`). */
    requests: api.requests,
    /** The URLs asked for under /api/tmdb/<path>. */
    calls: (path: string) => urls().filter((url) => url.pathname === `/api/tmdb/${path}`),
    close: api.close,
  };
}
