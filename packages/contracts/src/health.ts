import { Type, type Static } from 'typebox';

/** Liveness: the process answers. No dependency is checked, so a slow database never restarts the API. */
export const HealthResponse = Type.Object({ status: Type.Literal('ok') });
export type HealthResponse = Static<typeof HealthResponse>;

export const DependencyState = Type.Union([Type.Literal('up'), Type.Literal('down')]);
export type DependencyState = Static<typeof DependencyState>;

/** Readiness: whether this instance can serve traffic now (200 ready, 503 not-ready). */
export const ReadinessResponse = Type.Object({
  status: Type.Union([Type.Literal('ready'), Type.Literal('not-ready')]),
  checks: Type.Object({
    database: DependencyState,
    /** 'not-configured' when REDIS_URL is unset: the in-process cache and job runner need nothing. */
    redis: Type.Union([DependencyState, Type.Literal('not-configured')]),
  }),
});
export type ReadinessResponse = Static<typeof ReadinessResponse>;
