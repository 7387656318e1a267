import { type FastifyPluginAsync } from 'fastify';
import adminCacheRoutes from './adminCache';
import authRoutes from './auth';
import devMailRoutes from './devMail';
import healthRoutes from './health';
import usersRoutes from './users';
import imagesRoutes from './images';
import tmdbRoutes from './tmdb';

/** Every API feature, one folder each; app.ts mounts them all under /api. */
const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(usersRoutes, { prefix: '/users' });
  await app.register(devMailRoutes);
  await app.register(tmdbRoutes, { prefix: '/tmdb' });
  await app.register(imagesRoutes);
  await app.register(adminCacheRoutes);
};

export default apiRoutes;
