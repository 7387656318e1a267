import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { HttpError } from '../httpError';

/**
 * A per-IP request budget over every route (and, through the error-handler plugin, the 404 handler).
 * Counters live in Redis when configured, so every API process shares them. If Redis fails the limiter
 * lets requests through (the redis plugin logs the outage): an outage must not turn into refusing
 * everyone.
 * @see https://github.com/fastify/fastify-rate-limit
 */
export default fp(
  async function rateLimiting(app) {
    await app.register(rateLimit, {
      global: true,
      max: app.config.rateLimitMax,
      timeWindow: '1 minute',
      ...(app.redis && { redis: app.redis, nameSpace: 'marquee:rate-limit:' }),
      skipOnError: true,
      errorResponseBuilder: (_request, context) =>
        new HttpError(context.statusCode, `Too many requests, retry in ${context.after}`),
    });
  },
  { name: 'rate-limit', dependencies: ['config', 'redis'] },
);
