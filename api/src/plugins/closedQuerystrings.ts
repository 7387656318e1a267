import { type FastifyError, type preValidationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';

interface QuerystringSchema {
  properties?: Record<string, unknown>;
  additionalProperties?: unknown;
}

/** Fastify's own shape for a validation error, so the error handler words it like any other. */
function unknownParameter(name: string): FastifyError {
  return Object.assign(new Error(`querystring must NOT have additional property "${name}"`), {
    code: 'FST_ERR_VALIDATION',
    statusCode: 400,
    validationContext: 'querystring' as const,
    validation: [
      {
        keyword: 'additionalProperties',
        instancePath: '',
        schemaPath: '#/additionalProperties',
        params: { additionalProperty: name },
      },
    ],
  });
}

/**
 * A query parameter an operation does not declare is refused with 400. Ajv, as Fastify configures it,
 * silently drops what a closed schema does not list, so `discover?primary_relase_year=1994` used to
 * answer unfiltered films as if the filter had applied. Applies to the documented /api routes; a route
 * whose querystring schema is open (`additionalProperties: true`, the Google callback) takes anything.
 */
export default fp(
  async function closedQuerystrings(app) {
    app.addHook('onRoute', (route) => {
      const schema = route.schema as { hide?: boolean; querystring?: QuerystringSchema } | undefined;
      if (!schema || schema.hide || !route.url.startsWith('/api/')) return;
      const { querystring } = schema;
      if (querystring?.additionalProperties === true) return;
      const known = new Set(Object.keys(querystring?.properties ?? {}));
      const refuseUnknown: preValidationAsyncHookHandler = async (request) => {
        const unknown = Object.keys(request.query as object).find((name) => !known.has(name));
        if (unknown !== undefined) throw unknownParameter(unknown);
      };
      route.preValidation = [refuseUnknown, ...[route.preValidation ?? []].flat()];
    });
  },
  { name: 'closed-querystrings' },
);
