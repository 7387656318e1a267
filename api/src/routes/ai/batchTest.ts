import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AiBatchTestResponse, ErrorResponse } from '@marquee/contracts';
import { aiRateLimit } from '../../ai/aiRateLimit';
import { runBatchTest } from '../../ai/batchTest';

/** POST /api/ai/batch-test: admins run every AI feature once and see what passed and how long it took. */
const batchTestRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/batch-test',
    {
      onRequest: app.requireAdmin,
      config: { rateLimit: aiRateLimit(app, 'status') },
      schema: {
        tags: ['ai'],
        security: [{ bearerAuth: [] }],
        operationId: 'runAiBatchTest',
        summary: 'Admins: run every AI feature once on a catalog film and report pass/fail and time',
        response: {
          200: AiBatchTestResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          409: ErrorResponse,
        },
      },
    },
    async () => runBatchTest(app.ai, app.aiCatalog, app.jobs),
  );
};

export default batchTestRoute;
