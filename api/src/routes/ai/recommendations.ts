import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AI_LIMITS, ErrorResponse, RecommendationsBody, RecommendationsResponse } from '@marquee/contracts';
import { aiAnswer, aiFailure } from '../../ai/aiAnswer';
import { aiRateLimit } from '../../ai/aiRateLimit';
import { loadUserTaste } from '../../ai/userTaste';
import { hiddenAmong } from '../../hideSeen/hiddenFilms';
import { hidesSeen } from '../../hideSeen/hideSeenSetting';
import { withoutSeen } from '../../hideSeen/unseenRecommendations';

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
        const userId = request.user.sub;
        const [taste, hiding] = await Promise.all([loadUserTaste(app.db, userId), hidesSeen(app.db, userId)]);
        const ask = (wanted: number) =>
          app.ai.recommend({ mood: theme, count: wanted, taste }, app.aiCatalog);
        const answer = hiding
          ? await withoutSeen(ask, count, (movieIds) => hiddenAmong(app.db, userId, movieIds))
          : await ask(count);
        return aiAnswer(app.ai.engine, answer);
      } catch (error) {
        request.log.error({ err: error }, 'AI recommendations failed');
        return aiFailure(reply, 502, 'Failed to get AI recommendations');
      }
    },
  );
};

export default recommendationsRoute;
