import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminListsResponse, ErrorResponse, ListIdParams, ListResponse } from '@marquee/contracts';
import { listAdminLists, setListHidden } from '../../admin/adminLists';
import { adminErrors, adminPageSchema, adminSchema } from './schemaParts';

/**
 * Moderation of lists (issue 22 §4): a hidden list answers 404 to everyone but its owner, who is told it
 * is hidden, and admins. Both actions go to the action log.
 */
const listsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/lists',
    {
      onRequest: app.requireAdmin,
      schema: adminPageSchema(
        'listAllLists',
        'A page of the public and unlisted lists, the most recently changed first, with their owners',
        AdminListsResponse,
      ),
    },
    (request) => listAdminLists(app.db, request.query),
  );

  for (const [action, hidden] of [
    ['hide', true],
    ['unhide', false],
  ] as const) {
    app.post(
      `/admin/lists/:listId/${action}`,
      {
        onRequest: app.requireAdmin,
        schema: {
          ...adminSchema,
          operationId: hidden ? 'hideList' : 'unhideList',
          summary: hidden
            ? 'Hide a public or unlisted list that breaks the rules (logged)'
            : 'Show a hidden list again (logged)',
          params: ListIdParams,
          response: { 200: ListResponse, 404: ErrorResponse, ...adminErrors },
        },
      },
      async (request) => ({
        list: await setListHidden(app.db, request.user.sub, request.params.listId, hidden),
      }),
    );
  }
};

export default listsRoutes;
