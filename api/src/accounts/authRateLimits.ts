import { type FastifyInstance, type FastifyRequest, type preHandlerAsyncHookHandler } from 'fastify';
import { HttpError } from '../httpError';
import { waitFor } from '../messages/waitFor';
import { normaliseEmail } from './users';

/** The window of every auth limit. */
export const AUTH_WINDOW_MS = 15 * 60 * 1000;
/** Per address: enough for typos, too few to guess a password or flood someone's inbox. */
const PER_EMAIL_MAX = 5;

/** The 429 of an auth limit reached, `seconds` before it lets the next attempt through. */
export const tooManyAttempts = (seconds: number) =>
  new HttpError(429, 'Too many attempts. Please try again in {{wait}}.', { wait: waitFor(seconds) });

/**
 * Brute-force and mail-flood protection for one auth route (sign-in has limits of its own, counting
 * failures only: signInLimits.ts), on top of the global per-IP budget: a budget
 * per client IP and, when the body names an email, one per address (so attempts spread over many IPs
 * still get 5 tries per account). Counters live in the rate limiter's store: Redis when configured,
 * shared by every API process. A preHandler, so it runs once the body is parsed and validated.
 * (`app.rateLimit()` handlers cannot be used here: only the first limiter of a request runs.)
 */
export function authRateLimits(
  app: FastifyInstance,
  route: string,
  { byEmail = true } = {},
): preHandlerAsyncHookHandler {
  const perIp = app.createRateLimit({
    max: app.config.authRateLimitMax,
    timeWindow: AUTH_WINDOW_MS,
    keyGenerator: (request) => `auth:${route}:ip:${request.ip}`,
  });
  const perEmail = app.createRateLimit({
    max: PER_EMAIL_MAX,
    timeWindow: AUTH_WINDOW_MS,
    // The body has passed validation by now, so the email is there.
    keyGenerator: (request) =>
      `auth:${route}:email:${normaliseEmail((request.body as { email: string }).email)}`,
  });
  const limiters = byEmail ? [perIp, perEmail] : [perIp];

  return async function authRateLimit(request: FastifyRequest, reply) {
    for (const limiter of limiters) {
      const outcome = await limiter(request);
      if (!outcome.isAllowed && outcome.isExceeded) {
        void reply.header('retry-after', String(outcome.ttlInSeconds));
        throw tooManyAttempts(outcome.ttlInSeconds);
      }
    }
  };
}
