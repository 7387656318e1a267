import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BlockState,
  ErrorResponse,
  FollowState,
  HandleParams,
  PeoplePage,
  PeopleQuery,
  Profile,
} from '@marquee/contracts';
import { block, unblock } from '../../profiles/blocks';
import { follow, peoplePage, unfollow } from '../../profiles/follows';
import { readProfile } from '../../profiles/profiles';
import feedRoutes from './feed';
import settingsRoutes from './settings';
import { viewerOf } from './viewerOf';

/**
 * Public profiles, following and blocking (issue 22 §2-3). A profile the reader may not see (unknown,
 * private, hidden by an admin, or a block either way) answers the same 404, whoever asks, so nothing
 * tells a private or blocked profile from one that does not exist.
 */
const profilesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['profiles'];
  const security = [{ bearerAuth: [] }];
  const writeErrors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };

  app.get(
    '/profiles/:handle',
    {
      schema: {
        tags,
        operationId: 'getProfile',
        summary: "A user's public profile: favourites, counts, recent diary and reviews, public lists",
        description:
          'Guests too. Unknown, private, hidden and blocked (either way) profiles answer the same 404; the owner always reads their own.',
        params: HandleParams,
        response: { 200: Profile, 404: ErrorResponse },
      },
    },
    async (request) => readProfile(app.db, request.params.handle, viewerOf(await app.sessionOf(request))),
  );

  for (const side of ['followers', 'following'] as const) {
    app.get(
      `/profiles/:handle/${side}`,
      {
        schema: {
          tags,
          operationId: side === 'followers' ? 'listFollowers' : 'listFollowing',
          summary:
            side === 'followers'
              ? 'The people who follow a profile, the latest first, a page at a time'
              : 'The people a profile follows, the latest first, a page at a time',
          description: 'Only people the reader may see are listed (and counted on the profile).',
          params: HandleParams,
          querystring: PeopleQuery,
          response: { 200: PeoplePage, 400: ErrorResponse, 404: ErrorResponse },
        },
      },
      async (request) =>
        peoplePage(
          app.db,
          request.params.handle,
          side,
          viewerOf(await app.sessionOf(request)),
          request.query,
        ),
    );
  }

  app.post(
    '/profiles/:handle/follow',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'followProfile',
        summary: 'Follow a profile (again is no change)',
        params: HandleParams,
        response: { 200: FollowState, ...writeErrors },
      },
    },
    async (request) => {
      await follow(app.db, viewerOf(request.user)!, request.params.handle);
      return { isFollowing: true };
    },
  );

  app.delete(
    '/profiles/:handle/follow',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'unfollowProfile',
        summary: 'Stop following a profile (again is no change)',
        params: HandleParams,
        response: { 200: FollowState, ...writeErrors },
      },
    },
    async (request) => {
      await unfollow(app.db, viewerOf(request.user)!, request.params.handle);
      return { isFollowing: false };
    },
  );

  app.post(
    '/profiles/:handle/block',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'blockProfile',
        summary: 'Block a user: ends the follows both ways and hides each from the other',
        params: HandleParams,
        response: { 200: BlockState, ...writeErrors },
      },
    },
    async (request) => {
      await block(app.db, request.user.sub, request.params.handle);
      return { isBlocked: true };
    },
  );

  app.delete(
    '/profiles/:handle/block',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'unblockProfile',
        summary: 'Lift a block (the follows it ended stay ended)',
        params: HandleParams,
        response: { 200: BlockState, ...writeErrors },
      },
    },
    async (request) => {
      await unblock(app.db, request.user.sub, request.params.handle);
      return { isBlocked: false };
    },
  );

  await app.register(settingsRoutes);
  await app.register(feedRoutes);
};

export default profilesRoutes;
