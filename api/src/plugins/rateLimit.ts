import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import { type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../httpError';
import { waitFor } from '../messages/waitFor';

/** Public catalog reads: the same for everyone, answered from the cache (or a CDN) nearly always. */
const isPublicRead = (request: FastifyRequest) => request.routeOptions.config?.publicCache !== undefined;

/**
 * A per-IP request budget over every route (and, through the error-handler plugin, the 404 handler),
 * counted by two limiters with the same budget. Public catalog reads are counted in the process, so a
 * cached read costs no Redis round trip, and their answers carry no X-RateLimit-* headers: they would
 * make up a fifth of a cached answer's headers, and a client refused still gets 429 with Retry-After.
 * Writes and every other read are counted in Redis when there is one, so every API process shares that
 * budget, and in the process otherwise. With N processes behind a balancer a client gets up to N budgets
 * of public reads: they are the cheapest answers, their misses are bounded by the cache's coalescing and
 * TMDB's own shared limiter, and a CDN in front absorbs them anyway. If Redis fails the limiter lets
 * requests through (the redis plugin logs the outage): an outage must not turn into refusing everyone.
 * @see https://github.com/fastify/fastify-rate-limit
 */
export default fp(
  async function rateLimiting(app) {
    const budget: RateLimitPluginOptions = {
      global: true,
      max: app.config.rateLimitMax,
      timeWindow: '1 minute',
      skipOnError: true,
      // The wait as the plugin's own `after` words it for a window of up to a minute ("30 seconds").
      errorResponseBuilder: (_request, context) =>
        new HttpError(context.statusCode, 'Too many requests, retry in {{wait}}', {
          wait: waitFor(Math.ceil(context.ttl / 1000)),
        }),
    };
    await app.register(rateLimit, {
      ...budget,
      ...(app.redis && { redis: app.redis, nameSpace: 'marquee:rate-limit:' }),
      allowList: isPublicRead,
    });
    await app.register(rateLimit, {
      ...budget,
      allowList: (request) => !isPublicRead(request),
      addHeadersOnExceeding: {
        'x-ratelimit-limit': false,
        'x-ratelimit-remaining': false,
        'x-ratelimit-reset': false,
      },
    });
  },
  { name: 'rate-limit', dependencies: ['config', 'redis'] },
);
