import { ErrorResponse } from '@marquee/contracts';
import { type FastifySchema, type RouteOptions } from 'fastify';
import { nameContractSchemas } from './sharedSchemas';

/**
 * The error answers every route can give for what it is, added to its documented responses so no route
 * copies them: 400 when it reads input, 401 when it needs a session, 413 when it reads a body (the 1 MiB
 * limit), 429 under the rate limit, 503 when it reaches the database (every route the health probes do
 * not cover). Errors a route's own rules give (403, 404, 409, 502, 504) stay declared on the route.
 */
export function withStandardResponses(
  schema: FastifySchema,
  route: Pick<RouteOptions, 'config'>,
): FastifySchema {
  const config = route.config as { rateLimit?: unknown } | undefined;
  const isProbe = config?.rateLimit === false;
  const standard: Record<number, boolean> = {
    400: Boolean(schema.params || schema.querystring || schema.body),
    401: Boolean(schema.security?.length),
    413: Boolean(schema.body),
    429: !isProbe,
    503: !isProbe,
  };
  const added = Object.fromEntries(
    Object.entries(standard)
      .filter(([, applies]) => applies)
      .map(([status]) => [status, ErrorResponse]),
  );
  return nameContractSchemas({ ...schema, response: { ...added, ...(schema.response as object) } });
}
