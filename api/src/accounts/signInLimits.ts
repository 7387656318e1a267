import {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type onResponseAsyncHookHandler,
  type preHandlerAsyncHookHandler,
} from 'fastify';
import { type HttpError } from '../httpError';
import { attemptCounters } from './attemptCounters';
import { AUTH_WINDOW_MS, tooManyAttempts } from './authRateLimits';
import { normaliseEmail } from './users';

/** Failed sign-ins an address gets before each further attempt has to wait. */
const FREE_FAILURES = 5;
/** The longest wait between two attempts on one address: a minute, so its owner is never locked out. */
const MAX_WAIT_SECONDS = 60;

/** Seconds an address waits after an attempt made with `failures` earlier failures: 1, 2, 4 ... 60. */
const waitAfter = (failures: number) => Math.min(2 ** (failures - FREE_FAILURES), MAX_WAIT_SECONDS);

function tooMany(reply: FastifyReply, ttlMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  void reply.header('retry-after', String(seconds));
  return tooManyAttempts(seconds);
}

/**
 * The limits of POST /api/auth/login, which count failed sign-ins only: each attempt is counted as it
 * starts and given back when it succeeds (see attemptCounters.ts), so signing in often is never refused.
 *
 * - Per client IP: AUTH_RATE_LIMIT_MAX failures per 15 minutes, then 429 for every attempt from it, the
 *   right password included (the answer must not tell that a guess was right).
 * - Per address: anyone can fail five times against a known address, so a hard limit there would let
 *   them lock its owner out (OWASP's guidance on account lockout). Past five failures the address is
 *   slowed instead: each attempt holds it for a wait that doubles with every further failure, from 1 s
 *   up to a minute, and attempts during the wait get 429 with Retry-After. The first attempt after a wait
 *   is checked as usual, so the owner signs in after at most a minute, while guessing slows to about one
 *   try a minute per address, wherever it comes from (and each IP stays within its own limit).
 */
export function signInLimits(app: FastifyInstance): {
  preHandler: preHandlerAsyncHookHandler;
  onResponse: onResponseAsyncHookHandler;
} {
  const counters = attemptCounters(app.redis);
  const ipKey = (request: FastifyRequest) => `login:ip:${request.ip}`;
  // The body has passed validation by the time the preHandler runs, so the email is there.
  const emailKey = (request: FastifyRequest) =>
    `login:email:${normaliseEmail((request.body as { email: string }).email)}`;

  /** The attempts the preHandler counted: only these are given back. */
  const counted = new WeakSet<FastifyRequest>();
  const giveBack = (request: FastifyRequest) =>
    Promise.all([counters.takeBack(ipKey(request)), counters.takeBack(emailKey(request))]);

  return {
    async preHandler(request, reply) {
      const [ip, email] = await Promise.all([
        counters.add(ipKey(request), AUTH_WINDOW_MS),
        counters.add(emailKey(request), AUTH_WINDOW_MS),
      ]);
      // This attempt is in the counts already: the failures before it are one fewer. A refused attempt
      // is never made, so it is given back: it is not a failure either.
      let refusal: HttpError | undefined;
      const failures = email.count - 1;
      if (ip.count - 1 >= app.config.authRateLimitMax) refusal = tooMany(reply, ip.ttlMs);
      else if (failures >= FREE_FAILURES) {
        const wait = await counters.add(`${emailKey(request)}:wait`, waitAfter(failures) * 1000);
        if (wait.count > 1) refusal = tooMany(reply, wait.ttlMs);
      }
      if (refusal) {
        await giveBack(request);
        throw refusal;
      }
      counted.add(request);
    },
    async onResponse(request, reply) {
      if (reply.statusCode === 200 && counted.has(request)) await giveBack(request);
    },
  };
}
