import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { documentContract, type OpenApiDocument } from '../openapi/documentContract';
import { withRawBody } from '../openapi/rawBody';
import { withStandardResponses } from '../openapi/standardResponses';

/**
 * The OpenAPI document generated from the route schemas, browsable at /api/docs (JSON at
 * /api/docs/json). Registered before the routes, which it collects as they are added.
 * @see https://github.com/fastify/fastify-swagger
 */
export default fp(
  async function openApi(app) {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Marquee API',
          description: 'Discover films, keep a watchlist, review, and ask an AI assistant.',
          version: '0.1.0',
        },
        servers: [{ url: '/', description: 'The server that serves this document' }],
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      // A prefix's own route ('/' under /api/reviews) answers with and without the slash; clients use none.
      transform: ({ schema, url, route }) => ({
        schema: schema && withStandardResponses(withRawBody(schema, route), route),
        url: url.length > 1 ? url.replace(/\/$/, '') : url,
      }),
      transformObject: (document) => {
        if (!('openapiObject' in document)) throw new Error('the document is OpenAPI 3');
        return documentContract(document.openapiObject as OpenApiDocument) as typeof document.openapiObject;
      },
    });
    // The validator badge would load an image from validator.swagger.io, which the CSP forbids.
    await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { validatorUrl: null } });
  },
  { name: 'swagger' },
);
