import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminActionsResponse } from '@marquee/contracts';
import { listAdminActions } from '../../admin/adminActions';
import { adminPageSchema } from './schemaParts';

const actionsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/actions',
    {
      onRequest: app.requireAdmin,
      schema: adminPageSchema(
        'listAdminActions',
        'The log of admin actions (promote, demote, deletions, cache flushes, job retries, hiding and showing lists and profiles), newest first',
        AdminActionsResponse,
      ),
    },
    (request) => listAdminActions(app.db, request.query),
  );
};

export default actionsRoutes;
