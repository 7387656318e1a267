import fp from 'fastify-plugin';
import { type AppConfig } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

/** Exposes the validated configuration to every plugin and route as `app.config`. */
export default fp(
  async function config(app, options: { config: AppConfig }) {
    app.decorate('config', options.config);
  },
  { name: 'config' },
);
