import { type FastifyPluginAsync } from 'fastify';
import adminRoutes from './admin';
import adminSetupRoutes from './adminSetup';
import aiRoutes from './ai';
import adminCacheRoutes from './adminCache';
import authRoutes from './auth';
import catalogRoutes from './catalog';
import devMailRoutes from './devMail';
import exportsRoutes from './exports';
import diaryRoutes from './diary';
import healthRoutes from './health';
import usersRoutes from './users';
import imagesRoutes from './images';
import profilesRoutes from './profiles';
import listsRoutes from './lists';
import importsRoutes from './imports';
import reviewsRoutes from './reviews';
import tmdbRoutes from './tmdb';
import watchlistRoutes from './watchlist';

/** Every API feature, one folder each; app.ts mounts them all under /api. */
const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(usersRoutes, { prefix: '/users' });
  await app.register(watchlistRoutes, { prefix: '/users' });
  await app.register(diaryRoutes);
  await app.register(profilesRoutes);
  await app.register(listsRoutes);
  await app.register(reviewsRoutes, { prefix: '/reviews' });
  await app.register(devMailRoutes);
  await app.register(tmdbRoutes, { prefix: '/tmdb' });
  await app.register(catalogRoutes);
  await app.register(imagesRoutes);
  await app.register(adminCacheRoutes);
  await app.register(adminRoutes);
  await app.register(adminSetupRoutes);
  await app.register(aiRoutes, { prefix: '/ai' });
  await app.register(importsRoutes, { prefix: '/imports' });
  await app.register(exportsRoutes, { prefix: '/exports' });
};

export default apiRoutes;
