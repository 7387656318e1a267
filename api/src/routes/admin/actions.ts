import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminActionsResponse, AdminPageQuery, ErrorResponse } from '@marquee/contracts';
import { listAdminActions } from '../../admin/adminActions';
import { adminErrors, adminSchema } from './schemaParts';

const actionsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/actions',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...adminSchema,
        operationId: 'listAdminActions',
        summary:
          'The log of admin actions (promote, demote, deletions, cache flushes, job retries), newest first',
        querystring: AdminPageQuery,
        response: { 200: AdminActionsResponse, 400: ErrorResponse, ...adminErrors },
      },
    },
    (request) => listAdminActions(app.db, request.query),
  );
};

export default actionsRoutes;
