import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AiNewsResponse, AiTestResponse } from '@marquee/contracts';
import { aiRateLimit } from '../../ai/aiRateLimit';

/** GET /api/ai/test (the hub's connection badge) and GET /api/ai/news (docs/product.md §10.8: coming soon). */
const statusRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/test',
    {
      config: { rateLimit: aiRateLimit(app, 'status') },
      schema: {
        tags: ['ai'],
        operationId: 'getAiStatus',
        summary: 'Whether the AI engine answers, and which engine and model it is',
        response: { 200: AiTestResponse },
      },
    },
    async (request) => {
      try {
        const { ok, message, model } = await app.ai.test();
        return { success: ok, message, engine: app.ai.engine, ...(model && { model }) };
      } catch (error) {
        request.log.warn({ err: error }, 'AI connection test failed');
        return { success: false, message: 'AI service unavailable', engine: app.ai.engine };
      }
    },
  );

  app.get(
    '/news',
    {
      config: { rateLimit: aiRateLimit(app, 'status') },
      schema: {
        tags: ['ai'],
        operationId: 'getAiNews',
        summary: 'AI film news: not there yet',
        response: { 200: AiNewsResponse },
      },
    },
    async () => ({ success: true, message: 'AI movie news is coming soon' }),
  );
};

export default statusRoutes;
