import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AddToWatchlistBody,
  ErrorResponse,
  UserIdParams,
  WatchlistItemParams,
  WatchlistResponse,
} from '@marquee/contracts';
import { type FastifyRequest } from 'fastify';
import { findUserById } from '../../accounts/users';
import { HttpError } from '../../httpError';
import { addToWatchlist, listWatchlist, removeFromWatchlist } from '../../watchlist/watchlist';

/**
 * The account-synced watchlist (docs/product.md §7, /api/users/:id/watchlist). Every call answers the whole
 * list, newest first, so the browser replaces its optimistic copy with the server's.
 */
const watchlistRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
  const common = { tags: ['watchlist'], security: [{ bearerAuth: [] }] };

  /**
   * The owner's id once the caller may use this list. A watchlist is private: only its owner reads or
   * changes it, admins included (they manage accounts, not what people plan to watch). Unknown ids are a
   * 404 first; user ids are not secret (reviews show them), so this tells nothing new. The caller's own id
   * needs no lookup: authenticate has just read that account.
   */
  async function ownListOf(request: FastifyRequest<{ Params: UserIdParams }>): Promise<string> {
    if (request.params.id === request.user.sub) return request.user.sub;
    const owner = await findUserById(app.db, request.params.id);
    if (!owner) throw new HttpError(404, 'User not found');
    if (owner.id !== request.user.sub) throw new HttpError(403, 'You can only manage your own watchlist');
    return owner.id;
  }

  app.get(
    '/:id/watchlist',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        operationId: 'getWatchlist',
        summary: "The user's watchlist, newest first",
        params: UserIdParams,
        response: { 200: WatchlistResponse, ...errors },
      },
    },
    async (request) => ({ watchlist: await listWatchlist(app.db, await ownListOf(request)) }),
  );

  app.post(
    '/:id/watchlist',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        operationId: 'addToWatchlist',
        summary: 'Add a film (a film already on the list keeps its place); answers the whole list',
        params: UserIdParams,
        body: AddToWatchlistBody,
        response: { 200: WatchlistResponse, ...errors },
      },
    },
    async (request) => {
      const userId = await ownListOf(request);
      const title = request.body.title.trim();
      if (!title) throw new HttpError(400, 'body/title must not be blank');
      await app.requireKnownFilm(request.body.movieId);
      await addToWatchlist(app.db, userId, { ...request.body, title });
      return { watchlist: await listWatchlist(app.db, userId) };
    },
  );

  app.delete(
    '/:id/watchlist/:movieId',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        operationId: 'removeFromWatchlist',
        summary: 'Remove a film (one not on the list is fine); answers the whole list',
        params: WatchlistItemParams,
        response: { 200: WatchlistResponse, ...errors },
      },
    },
    async (request) => {
      const userId = await ownListOf(request);
      await removeFromWatchlist(app.db, userId, request.params.movieId);
      return { watchlist: await listWatchlist(app.db, userId) };
    },
  );
};

export default watchlistRoutes;
