import { type FastifyPluginAsync } from 'fastify';
import actionsRoutes from './actions';
import jobsRoutes from './jobs';
import listsRoutes from './lists';
import profilesRoutes from './profiles';
import reviewsRoutes from './reviews';
import statsRoutes from './stats';
import usersRoutes from './users';

/**
 * The admin dashboard's API under /admin. Every route's onRequest is app.requireAdmin: 401 for guests,
 * 403 unless the role in the database (not only the token's) is admin.
 */
const adminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(statsRoutes);
  await app.register(usersRoutes);
  await app.register(reviewsRoutes);
  await app.register(listsRoutes);
  await app.register(profilesRoutes);
  await app.register(actionsRoutes);
  await app.register(jobsRoutes);
};

export default adminRoutes;
