import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AiSearchBody, AiSearchResponse, ErrorResponse } from '@marquee/contracts';
import { aiAnswer, aiFailure } from '../../ai/aiAnswer';
import { aiRateLimit } from '../../ai/aiRateLimit';
import { HttpError } from '../../httpError';

/** POST /api/ai/search: a natural-language query read into filters and answered with catalog films. */
const searchRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/search',
    {
      onRequest: app.authenticate,
      config: { rateLimit: aiRateLimit(app, 'search') },
      schema: {
        tags: ['ai'],
        security: [{ bearerAuth: [] }],
        operationId: 'searchMoviesWithAi',
        summary:
          'What a natural-language query asks for (genres, years, mood ...) and catalog films that fit',
        body: AiSearchBody,
        response: { 200: AiSearchResponse, 400: ErrorResponse, 401: ErrorResponse, 502: ErrorResponse },
      },
    },
    async (request, reply) => {
      const query = request.body.query.trim();
      if (!query) throw new HttpError(400, 'body/query must not be blank');
      try {
        return aiAnswer(app.ai.engine, await app.ai.search(query, app.aiCatalog));
      } catch (error) {
        request.log.error({ err: error }, 'AI search failed');
        return aiFailure(reply, 502, 'Failed to analyze search query');
      }
    },
  );
};

export default searchRoute;
