import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminStats } from '@marquee/contracts';
import { adminStats } from '../../admin/adminStats';
import { adminErrors, adminSchema } from './schemaParts';

const statsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/stats',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...adminSchema,
        operationId: 'getAdminStats',
        summary: 'Totals of users, admins and reviews, recent sign-ups (30 days) and the top 5 reviewers',
        response: { 200: AdminStats, ...adminErrors },
      },
    },
    () => adminStats(app.db),
  );
};

export default statsRoutes;
