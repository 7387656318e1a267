import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AI_LIMITS, ErrorResponse, RecommendationsBody, RecommendationsResponse } from '@marquee/contracts';
import { aiAnswer, aiFailure } from '../../ai/aiAnswer';
import { aiRateLimit } from '../../ai/aiRateLimit';
import { loadUserTaste } from '../../ai/userTaste';

/** POST /api/ai/recommendations: films for a mood, or (no mood) for the user's own taste. Sign-in needed. */
const recommendationsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/recommendations',
    {
      onRequest: app.authenticate,
      config: { rateLimit: aiRateLimit(app, 'recommendations') },
      schema: {
        tags: ['ai'],
        security: [{ bearerAuth: [] }],
        operationId: 'recommendMovies',
        summary: "Catalog films for a mood, or personalised from the user's watchlist and reviews",
        body: RecommendationsBody,
        response: {
          200: RecommendationsResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          502: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const { theme = '', count = AI_LIMITS.recommendationsDefault } = request.body;
      try {
        const taste = await loadUserTaste(app.db, request.user.sub);
        const answer = await app.ai.recommend({ mood: theme, count, taste }, app.aiCatalog);
        return aiAnswer(app.ai.engine, answer);
      } catch (error) {
        request.log.error({ err: error }, 'AI recommendations failed');
        return aiFailure(reply, 502, 'Failed to get AI recommendations');
      }
    },
  );
};

export default recommendationsRoute;
