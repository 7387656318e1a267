import cors, { type FastifyCorsOptions } from '@fastify/cors';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route's own CORS options, which @fastify/cors reads over the global ones. */
    cors?: FastifyCorsOptions;
  }
}

/**
 * Cross-origin calls only from the CORS_ORIGINS allow-list (by default the public URL's own origin; in
 * development add the front ends' dev-server origins). Public catalog reads are the exception: the same
 * for everyone and sent without credentials, any origin may read them, so their answers do not vary by
 * Origin and one cached copy (a browser's, a CDN's) serves every site.
 * @see https://github.com/fastify/fastify-cors
 */
export default fp(
  async function crossOrigin(app) {
    app.addHook('onRoute', (route) => {
      if (route.config?.publicCache) route.config = { ...route.config, cors: { origin: '*' } };
    });
    await app.register(cors, {
      origin: app.config.corsOrigins,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      exposedHeaders: ['retry-after', 'x-request-id'],
      maxAge: 600,
    });
  },
  { name: 'cors', dependencies: ['config'] },
);
