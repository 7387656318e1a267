import fp from 'fastify-plugin';
import { type Knex } from 'knex';
import { createKnex } from '../db/knex';

declare module 'fastify' {
  interface FastifyInstance {
    db: Knex;
  }
}

/**
 * The Postgres connection pool as `app.db` (knex). Connections open on first use, so the app builds
 * even while the database is down; readiness reports it.
 * @see https://knexjs.org/guide/
 */
export default fp(
  async function db(app) {
    const knex = createKnex(app.config.databaseUrl, { log: app.log.child({ component: 'knex' }) });
    app.decorate('db', knex);
    app.addHook('onClose', () => knex.destroy());
  },
  { name: 'db', dependencies: ['config'] },
);
