import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HealthResponse, ReadinessResponse } from '@marquee/contracts';
import { probe } from './probe';

/**
 * Probes for orchestrators and load balancers. They are exempt from the rate limit: a prober is one IP
 * asking often, and a 429 would take a healthy instance out of rotation.
 */
const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        operationId: 'getHealth',
        summary: 'Liveness: the process is up (checks no dependency)',
        response: { 200: HealthResponse },
      },
      config: { rateLimit: false },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        operationId: 'getReadiness',
        summary: 'Readiness: the database (and Redis, when configured) answer',
        response: { 200: ReadinessResponse, 503: ReadinessResponse },
      },
      config: { rateLimit: false },
    },
    async (_request, reply) => {
      const { db, redis } = app;
      const [database, redisState] = await Promise.all([
        probe(() => db.raw('select 1')),
        redis ? probe(() => redis.ping()) : ('not-configured' as const),
      ]);
      const ready = database === 'up' && redisState !== 'down';
      return reply
        .code(ready ? 200 : 503)
        .send({ status: ready ? 'ready' : 'not-ready', checks: { database, redis: redisState } });
    },
  );
};

export default healthRoutes;
