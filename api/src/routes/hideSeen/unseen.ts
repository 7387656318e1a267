import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, type MoviePage, UnseenCursor, UnseenPage } from '@marquee/contracts';
import { MOVIE_LISTS } from '@marquee/contracts/movieLists';
import { Type, type TObject, type TProperties } from 'typebox';
import { hiddenAmong } from '../../hideSeen/hiddenFilms';
import { unseenPage } from '../../hideSeen/unseenPage';
import { bodyOf, type MovieData } from '../../movies/movieDataProvider';
import { discoverQueryOf } from '../tmdb/discoverQuery';
import { DiscoverQuerystring, PageQuerystring, SearchQuerystring } from '../tmdb/querySchemas';

/** A /api/tmdb query string, plus how many films of its page the previous unseen page took. */
const withSkip = <P extends TProperties>(querystring: TObject<P>) =>
  Type.Object(
    { ...querystring.properties, skip: Type.Optional(UnseenCursor.properties.skip) },
    {
      additionalProperties: false,
    },
  );

const ListParams = Type.Object({ list: Type.Enum(MOVIE_LISTS) });

/**
 * /api/unseen/...: the discovery lists (home rows and categories, discover for genres, title search)
 * with the films the signed-in user has seen left out and replaced from the pages after (docs/product.md
 * §2 Hide what you have seen). The next page starts where `next` says. Personal, so never kept by a shared
 * cache (`private, no-store`, as every answer without publicCache).
 */
const unseenRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const common = { tags: ['hide seen'], security: [{ bearerAuth: [] }] };
  const response = { 200: UnseenPage, 400: ErrorResponse, 401: ErrorResponse, 502: ErrorResponse };

  /** The page from `page`/`skip` on, reading the list through `read`. */
  const pageFor = (
    userId: string,
    { page, skip = 0 }: { page: number; skip?: number },
    read: (page: number) => Promise<MovieData<MoviePage>>,
  ) =>
    unseenPage(
      async (at) => bodyOf(await read(at)),
      (movieIds) => hiddenAmong(app.db, userId, movieIds),
      { page, skip },
    );

  app.get(
    '/lists/:list',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        operationId: 'listUnseenMovies',
        summary: 'Trending, popular, top rated or upcoming films, without the ones the user has seen',
        params: ListParams,
        querystring: withSkip(PageQuerystring),
        response,
      },
    },
    async (request) => {
      const { skip, ...query } = request.query;
      return pageFor(request.user.sub, { page: query.page, skip }, (page) =>
        app.movies[request.params.list]({ ...query, page }),
      );
    },
  );

  app.get(
    '/discover',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        operationId: 'discoverUnseenMovies',
        summary: "/discover/movie's films, without the ones the user has seen",
        querystring: withSkip(DiscoverQuerystring),
        response,
      },
    },
    async (request) => {
      const { skip, ...query } = request.query;
      const discover = discoverQueryOf(query);
      return pageFor(request.user.sub, { page: query.page, skip }, (page) =>
        app.movies.discover({ ...discover, page }),
      );
    },
  );

  app.get(
    '/search',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        operationId: 'searchUnseenMovies',
        summary: 'Films by title, without the ones the user has seen',
        querystring: withSkip(SearchQuerystring),
        response,
      },
    },
    async (request) => {
      const { skip, ...query } = request.query;
      return pageFor(request.user.sub, { page: query.page, skip }, (page) =>
        app.movies.search({ ...query, query: query.query.trim(), page }),
      );
    },
  );
};

export default unseenRoutes;
