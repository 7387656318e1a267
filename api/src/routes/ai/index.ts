import { type FastifyPluginAsync } from 'fastify';
import analyzeMovieRoute from './analyzeMovie';
import analyzeReviewsRoute from './analyzeReviews';
import batchTestRoute from './batchTest';
import chatRoute from './chat';
import recommendationsRoute from './recommendations';
import searchRoute from './search';
import statusRoutes from './status';

/**
 * The AI features (docs/product.md §7, /api/ai/...). Every route has its own per-user budget; the two
 * analyses run as jobs (in the worker when Redis is configured) and are cached per film and input.
 */
const aiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(statusRoutes);
  await app.register(batchTestRoute);
  await app.register(recommendationsRoute);
  await app.register(searchRoute);
  await app.register(analyzeReviewsRoute);
  await app.register(analyzeMovieRoute);
  await app.register(chatRoute);
};

export default aiRoutes;
