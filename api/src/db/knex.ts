import knex, { type Knex } from 'knex';

/** Where knex reports pool trouble (connection errors, slow acquires); default: the console. */
export interface KnexLog {
  warn(message: string): void;
  error(message: string): void;
  debug(message: string): void;
}

/**
 * A knex instance on Postgres. Ten connections per process keeps several API replicas well under
 * Postgres' default max_connections (100); min 0 lets idle connections go, which PgBouncer and managed
 * databases prefer.
 */
export function createKnex(
  databaseUrl: string,
  { poolMax = 10, log }: { poolMax?: number; log?: KnexLog } = {},
): Knex {
  return knex({
    client: 'pg',
    connection: { connectionString: databaseUrl, connectionTimeoutMillis: 5_000 },
    pool: { min: 0, max: poolMax },
    acquireConnectionTimeout: 10_000,
    ...(log && {
      log: {
        warn: (message: string) => log.warn(message),
        error: (message: string) => log.error(message),
        deprecate: (message: string) => log.warn(message),
        debug: (message: string) => log.debug(message),
      },
    }),
  });
}
