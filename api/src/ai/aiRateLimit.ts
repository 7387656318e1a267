import { type FastifyInstance, type FastifyRequest } from 'fastify';
import { type SessionClaims } from '../plugins/auth';

/** Requests per minute on each AI route: chat turns are cheap, engine calls that search the catalog not. */
const BUDGETS = { chat: 20, recommendations: 10, search: 10, analysis: 30, status: 30 } as const;
export type AiRouteKind = keyof typeof BUDGETS;

/**
 * Who the budget belongs to: the signed-in user (a verified token, so nobody spends another's budget or
 * mints fresh ones), else the client IP.
 */
function clientKey(app: FastifyInstance, request: FastifyRequest): string {
  const token = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (token) {
    try {
      return `user:${app.jwt.verify<SessionClaims>(token).sub}`;
    } catch {
      // An invalid token is a guest's request; authenticate answers it where a session is required.
    }
  }
  return `ip:${request.ip}`;
}

/** The per-route rate-limit config of an AI route (AI_RATE_LIMIT_MAX overrides every budget). */
export function aiRateLimit(app: FastifyInstance, kind: AiRouteKind) {
  return {
    max: app.config.aiRateLimitMax ?? BUDGETS[kind],
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => `ai:${kind}:${clientKey(app, request)}`,
  };
}
