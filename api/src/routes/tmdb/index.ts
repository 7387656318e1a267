import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Credits,
  ErrorResponse,
  ExternalIds,
  ExternalReviewPage,
  GenreList,
  Images,
  Keywords,
  MovieDetails,
  MoviePage,
  Videos,
  WatchProviders,
  type MovieAppendable,
} from '@marquee/contracts';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { type TSchema } from 'typebox';
import { HttpError } from '../../httpError';
import { ttlSecondsOf } from '../../movies/tmdb/cachePolicy';
import { encodedBodyOf } from '../../http/encodedBody';
import { NotModified, publicCacheFor, sendEncoded, type PublicCache } from '../../plugins/httpCaching';
import { JsonText, type MovieData } from '../../movies/movieDataProvider';
import { discoverQueryOf } from './discoverQuery';
import {
  DiscoverQuerystring,
  LocaleQuerystring,
  MovieIdParams,
  MovieQuerystring,
  PageQuerystring,
  SearchQuerystring,
} from './querySchemas';
import { askInReaderLanguage } from './askInReaderLanguage';

const CACHE_HEADER = { hit: 'HIT', miss: 'MISS', stale: 'STALE' } as const;

/**
 * The answer, with X-Cache from the cache; a stale one also says so the HTTP way (Warning 110). Cached
 * JSON text goes out as encoded once with its cache entry (ETag, Brotli, gzip): no serialising, hashing or
 * compressing per request.
 */
async function send<D extends MovieData<unknown>>(
  request: FastifyRequest,
  reply: FastifyReply,
  { body, cache }: D,
): Promise<BodyOf<D>> {
  if (cache) reply.header('x-cache', CACHE_HEADER[cache]);
  if (cache === 'stale') reply.header('warning', '110 - "Response is Stale"');
  if (!(body instanceof JsonText)) return body as BodyOf<D>;
  const encoded = await encodedBodyOf(body);
  // A fresh answer from the cache is replayed for a moment to whoever asks the same (http/hotAnswers.ts).
  if (cache !== 'stale') request.hotAnswerBody = encoded;
  return sendEncoded(request, reply, encoded) as BodyOf<D>;
}
type BodyOf<D> = D extends MovieData<infer T> ? T : never;

const tags = ['movies'];

/**
 * Every route here is a public catalog read: browsers and CDNs keep its 200s as long as the server cache
 * keeps TMDB's answer for that path (cachePolicy's tiers). `url` may hold `:id`.
 */
const publicCache = (url: string): { publicCache: PublicCache } => ({
  publicCache: publicCacheFor(ttlSecondsOf(url.replace(':id', '0'))),
});
const responses = <T extends TSchema>(ok: T) => ({
  200: ok,
  304: NotModified,
  400: ErrorResponse,
  404: ErrorResponse,
  502: ErrorResponse,
});

/**
 * /api/tmdb/...: TMDB v3's movie routes, answered by the configured provider (app.movies) in TMDB's
 * shapes. The browser never talks to TMDB and never sees its key.
 */
const tmdbRoutes: FastifyPluginAsyncTypebox = async (app) => {
  askInReaderLanguage(app);
  /** A film's answer; for the id of a film merged into another, a 301 to the same route of that film. */
  const film = async <T>(
    request: FastifyRequest<{ Params: { id: number } }>,
    reply: FastifyReply,
    answer: () => Promise<T>,
  ): Promise<T> => {
    try {
      return await answer();
    } catch (error) {
      const { id } = request.params;
      const to = error instanceof HttpError && error.statusCode === 404 && (await app.movies.movedTo?.(id));
      if (!to) throw error;
      return reply.redirect(request.url.replace(`/movie/${id}`, `/movie/${to}`), 301) as T;
    }
  };

  const lists = [
    ['/trending/movie/week', 'Trending this week', 'trending', 'listTrendingMovies'],
    ['/movie/popular', 'Popular films', 'popular', 'listPopularMovies'],
    ['/movie/top_rated', 'Top rated films', 'topRated', 'listTopRatedMovies'],
    [
      '/movie/upcoming',
      'Upcoming films (with their release window in `dates`)',
      'upcoming',
      'listUpcomingMovies',
    ],
  ] as const;
  for (const [url, summary, method, operationId] of lists) {
    app.get(
      url,
      {
        config: publicCache(url),
        schema: { tags, operationId, summary, querystring: PageQuerystring, response: responses(MoviePage) },
      },
      async (request, reply) => send(request, reply, await app.movies[method](request.query)),
    );
  }

  app.get(
    '/genre/movie/list',
    {
      config: publicCache('/genre/movie/list'),
      schema: {
        tags,
        operationId: 'listGenres',
        summary: 'Every movie genre',
        querystring: LocaleQuerystring,
        response: responses(GenreList),
      },
    },
    async (request, reply) => send(request, reply, await app.movies.genres(request.query)),
  );

  app.get(
    '/discover/movie',
    {
      config: publicCache('/discover/movie'),
      schema: {
        tags,
        operationId: 'discoverMovies',
        summary: 'Films by genre, release date or year, rating, runtime, original language and keywords',
        querystring: DiscoverQuerystring,
        response: responses(MoviePage),
      },
    },
    async (request, reply) => send(request, reply, await app.movies.discover(discoverQueryOf(request.query))),
  );

  app.get(
    '/search/movie',
    {
      config: publicCache('/search/movie'),
      schema: {
        tags,
        operationId: 'searchMovies',
        summary: 'Films by title',
        querystring: SearchQuerystring,
        response: responses(MoviePage),
      },
    },
    async (request, reply) =>
      send(request, reply, await app.movies.search({ ...request.query, query: request.query.query.trim() })),
  );

  app.get(
    '/movie/:id',
    {
      config: publicCache('/movie/:id'),
      schema: {
        tags,
        operationId: 'getMovie',
        summary: 'A film, with the sub-resources named in append_to_response',
        params: MovieIdParams,
        querystring: MovieQuerystring,
        response: responses(MovieDetails),
      },
    },
    async (request, reply) => {
      const { append_to_response: append, ...locale } = request.query;
      const names = append ? ([...new Set(append.split(','))] as MovieAppendable[]) : [];
      return film(request, reply, async () =>
        send(
          request,
          reply,
          await app.movies.movie(request.params.id, { ...locale, append_to_response: names }),
        ),
      );
    },
  );

  const subResources = [
    ['/credits', 'Cast and crew', Credits, 'credits', LocaleQuerystring, 'getMovieCredits'],
    ['/videos', 'Trailers and clips', Videos, 'videos', LocaleQuerystring, 'getMovieVideos'],
    ['/images', 'Posters and backdrops', Images, 'images', LocaleQuerystring, 'getMovieImages'],
    ['/keywords', 'Keywords', Keywords, 'keywords', LocaleQuerystring, 'getMovieKeywords'],
    [
      '/external_ids',
      'Ids on other sites (IMDb, ...)',
      ExternalIds,
      'externalIds',
      LocaleQuerystring,
      'getMovieExternalIds',
    ],
    [
      '/watch/providers',
      'Where to stream, rent or buy, per country',
      WatchProviders,
      'watchProviders',
      LocaleQuerystring,
      'getMovieWatchProviders',
    ],
    [
      '/recommendations',
      'Films people who liked it liked',
      MoviePage,
      'recommendations',
      PageQuerystring,
      'getMovieRecommendations',
    ],
    ['/similar', 'Films like it', MoviePage, 'similar', PageQuerystring, 'getSimilarMovies'],
    [
      '/reviews',
      'Reviews from the movie database',
      ExternalReviewPage,
      'reviews',
      PageQuerystring,
      'getMovieExternalReviews',
    ],
  ] as const;
  for (const [suffix, summary, response, method, querystring, operationId] of subResources) {
    app.get(
      `/movie/:id${suffix}`,
      {
        config: publicCache(`/movie/:id${suffix}`),
        schema: {
          tags,
          operationId,
          summary,
          params: MovieIdParams,
          querystring,
          response: responses(response),
        },
      },
      async (request, reply) =>
        film(request, reply, async () =>
          send(request, reply, await app.movies[method](request.params.id, request.query as PageQuerystring)),
        ),
    );
  }
};

export default tmdbRoutes;
