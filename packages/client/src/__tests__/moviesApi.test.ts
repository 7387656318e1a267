import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { discoverPath } from '@marquee/contracts/discover';
import { toQueryString } from '@marquee/contracts/queryString';
import { createApiClient } from '../apiClient';
import { createMoviesApi, isMovieListName } from '../movies/moviesApi';

let server: Server;
let requested: string[] = [];
let movies: ReturnType<typeof createMoviesApi>;

const emptyPage = { page: 1, results: [], total_pages: 1, total_results: 0 };

// A real HTTP server standing in for the API: it records each URL and answers an empty page.
beforeAll(async () => {
  server = createServer((req, res) => {
    requested.push(req.url ?? '');
    const status = req.url?.startsWith('/api/tmdb/broken')
      ? 502
      : req.url?.startsWith('/api/tmdb/movie/404')
        ? 404
        : 200;
    res.writeHead(status, {
      'Content-Type': 'application/json',
    });
    res.end(JSON.stringify(req.url?.includes('/genre/') ? { genres: [] } : emptyPage));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  movies = createMoviesApi(createApiClient({ baseUrl: `http://127.0.0.1:${port}/api` }));
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => (requested = []));

test('each list calls its TMDB path with the page', async () => {
  await movies.list('trending', 1);
  await movies.list('popular', 2);
  await movies.list('topRated', 3);
  await movies.list('upcoming', 4);
  expect(requested).toEqual([
    '/api/tmdb/trending/movie/week?page=1',
    '/api/tmdb/movie/popular?page=2',
    '/api/tmdb/movie/top_rated?page=3',
    '/api/tmdb/movie/upcoming?page=4',
  ]);
});

test('discover sends the filters the way TMDB names them', async () => {
  await movies.discover(
    {
      genres: [28, 12],
      sort: 'vote_average.desc',
      fromYear: 1990,
      toYear: 1999,
      minRating: 7,
      maxRating: 9.5,
    },
    2,
  );
  const url = new URL(requested[0]!, 'http://x');
  expect(url.pathname).toBe('/api/tmdb/discover/movie');
  expect(Object.fromEntries(url.searchParams)).toEqual({
    page: '2',
    sort_by: 'vote_average.desc',
    include_adult: 'false',
    include_video: 'false',
    with_genres: '28,12',
    'primary_release_date.gte': '1990-01-01',
    'primary_release_date.lte': '1999-12-31',
    'vote_average.gte': '7',
    'vote_average.lte': '9.5',
  });
});

test('discover leaves out filters that are not set, but keeps a rating of 0', () => {
  expect(discoverPath({ genres: [], minRating: 0 }, 1)).toBe(
    '/tmdb/discover/movie?page=1&include_adult=false&include_video=false&vote_average.gte=0',
  );
});

test('search encodes the term and sends no sort', async () => {
  await movies.search('star wars & co', 3);
  expect(requested).toEqual(['/api/tmdb/search/movie?query=star+wars+%26+co&page=3']);
});

test('genres come from the genre list', async () => {
  await expect(movies.genres()).resolves.toEqual({ genres: [] });
  expect(requested).toEqual(['/api/tmdb/genre/movie/list']);
});

test('a query string skips empty values', () => {
  expect(toQueryString({ a: undefined, b: '', c: 0 })).toBe('?c=0');
  expect(toQueryString({})).toBe('');
});

test('list names are recognised exactly', () => {
  expect(isMovieListName('topRated')).toBe(true);
  expect(isMovieListName('top_rated')).toBe(false);
  expect(isMovieListName('toString')).toBe(false);
});

test('details asks for the film with every part appended, in one request', async () => {
  await movies.details(550);
  expect(requested).toEqual([
    '/api/tmdb/movie/550?append_to_response=credits,videos,images,recommendations,similar,watch/providers,reviews,keywords,external_ids',
  ]);
});

test('details of an unknown film fails with its status and the fallback message', async () => {
  await expect(movies.details(404)).rejects.toMatchObject({ status: 404, message: 'Failed to load movie' });
});
