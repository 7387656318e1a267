import { type FastifySchema, type RouteOptions } from 'fastify';
import { type TSchema } from 'typebox';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The schema of a body that is not JSON (a file), for the document only. */
    rawBody?: TSchema;
  }
}

/**
 * A route whose body is a file rather than JSON (an import's upload) names its schema in
 * `config.rawBody`: the document describes the body from it, while Fastify, which would check a Buffer
 * against it as JSON, is never given it.
 */
export function withRawBody(schema: FastifySchema, route: Pick<RouteOptions, 'config'>): FastifySchema {
  const rawBody = route.config?.rawBody;
  return rawBody ? { ...schema, body: rawBody } : schema;
}
