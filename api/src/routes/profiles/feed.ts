import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, FeedPage, FeedQuery } from '@marquee/contracts';
import { feedPage } from '../../profiles/feed';

/** The feed (issue 22 §3): what the people the caller follows logged, reviewed and listed. */
const feedRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/feed',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['profiles'],
        security: [{ bearerAuth: [] }],
        operationId: 'getFeed',
        summary:
          'Diary entries, reviews and public list changes of the people the caller follows, newest first, a page at a time',
        description:
          'Diary entries come only from public diaries and are those logged on Marquee (imports are not news); private, hidden and blocked profiles are left out.',
        querystring: FeedQuery,
        response: { 200: FeedPage, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request) => feedPage(app.db, request.user.sub, request.query),
  );
};

export default feedRoutes;
