import cors from '@fastify/cors';
import fp from 'fastify-plugin';

/**
 * Cross-origin calls only from the CORS_ORIGINS allow-list (by default the public URL's own origin; in
 * development add the front ends' dev-server origins).
 * @see https://github.com/fastify/fastify-cors
 */
export default fp(
  async function crossOrigin(app) {
    await app.register(cors, {
      origin: app.config.corsOrigins,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      exposedHeaders: ['retry-after', 'x-request-id'],
      maxAge: 600,
    });
  },
  { name: 'cors', dependencies: ['config'] },
);
