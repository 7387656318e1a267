import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorResponse,
  HideSeenSetting,
  NotInterestedBody,
  NotInterestedResponse,
  UserIdParams,
  WatchlistItemParams,
} from '@marquee/contracts';
import { type FastifyRequest } from 'fastify';
import { findUserById } from '../../accounts/users';
import { hidesSeen, setHideSeen } from '../../hideSeen/hideSeenSetting';
import { listNotInterested, markNotInterested, unmarkNotInterested } from '../../hideSeen/notInterested';
import { HttpError } from '../../httpError';

/**
 * The "Not interested" films and the hide-seen setting (docs/product.md §2 Hide what you have seen), under
 * /api/users/:id. Both are the owner's alone, admins included out, like the watchlist.
 */
const hideSeenRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
  const common = { tags: ['hide seen'], security: [{ bearerAuth: [] }] };

  /** The owner's id once the caller is that owner; an unknown id is a 404 first. */
  async function ownerOf(request: FastifyRequest<{ Params: UserIdParams }>): Promise<string> {
    if (request.params.id === request.user.sub) return request.user.sub;
    const owner = await findUserById(app.db, request.params.id);
    if (!owner) throw new HttpError(404, 'User not found');
    throw new HttpError(403, 'You can only manage your own films');
  }

  app.get(
    '/:id/not-interested',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        operationId: 'listNotInterested',
        summary: 'The films the user is not interested in, newest first',
        params: UserIdParams,
        response: { 200: NotInterestedResponse, ...errors },
      },
    },
    async (request) => ({ films: await listNotInterested(app.db, await ownerOf(request)) }),
  );

  app.post(
    '/:id/not-interested',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        operationId: 'markNotInterested',
        summary: 'Mark a film "Not interested" (marking it again changes nothing); answers the whole list',
        params: UserIdParams,
        body: NotInterestedBody,
        response: { 200: NotInterestedResponse, ...errors },
      },
    },
    async (request) => {
      const userId = await ownerOf(request);
      const title = request.body.title.trim();
      if (!title) throw new HttpError(400, 'body/title must not be blank');
      await app.requireKnownFilm(request.body.movieId);
      await markNotInterested(app.db, userId, { ...request.body, title });
      return { films: await listNotInterested(app.db, userId) };
    },
  );

  app.delete(
    '/:id/not-interested/:movieId',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        operationId: 'unmarkNotInterested',
        summary: 'Undo "Not interested" (a film not marked is fine); answers the whole list',
        params: WatchlistItemParams,
        response: { 200: NotInterestedResponse, ...errors },
      },
    },
    async (request) => {
      const userId = await ownerOf(request);
      await unmarkNotInterested(app.db, userId, request.params.movieId);
      return { films: await listNotInterested(app.db, userId) };
    },
  );

  app.get(
    '/:id/hide-seen',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        operationId: 'getHideSeen',
        summary: 'Whether discovery pages hide films the user watched, keeps or is not interested in',
        params: UserIdParams,
        response: { 200: HideSeenSetting, ...errors },
      },
    },
    async (request) => ({ hideSeen: await hidesSeen(app.db, await ownerOf(request)) }),
  );

  app.put(
    '/:id/hide-seen',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        operationId: 'setHideSeen',
        summary: 'Turn hiding what the user has seen on or off',
        params: UserIdParams,
        body: HideSeenSetting,
        response: { 200: HideSeenSetting, ...errors },
      },
    },
    async (request) => {
      await setHideSeen(app.db, await ownerOf(request), request.body.hideSeen);
      return { hideSeen: request.body.hideSeen };
    },
  );
};

export default hideSeenRoutes;
