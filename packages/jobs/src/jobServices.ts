import { createAiEngine } from '@marquee/ai';
import knex from 'knex';
import { createMailer } from './email/mailer';
import { createFilmLookup, type TmdbSettings } from './films/createFilmLookup';
import { DEFAULT_CONCURRENCY } from './jobOptions';
import { type JobLogger, type JobServices, type QueueName } from './types';

export interface JobServicesConfig {
  databaseUrl: string;
  /** Unset: the local mailbox (the caller refuses that in production). */
  smtpUrl?: string;
  mailFrom: string;
  publicUrl: string;
  /** The AI engine's settings (OPENAI_*): an API key picks the OpenAI-compatible engine, else the local one. */
  ai: Parameters<typeof createAiEngine>[0];
  /** Set: imports match against TMDB (TMDB_API_TOKEN, TMDB_BASE_URL); unset: the local catalog. */
  tmdb?: TmdbSettings;
  /** The jobs the process runs at once per queue: the database pool is sized from them. */
  concurrency?: Record<QueueName, number>;
}

/**
 * Connections an email job holds at once: its delivery transaction, and the one-time token committed
 * apart. A pool that every running email job can fill deadlocks, each transaction waiting for another
 * connection. AI jobs use none.
 */
const CONNECTIONS_PER_EMAIL_JOB = 2;

/** A data job holds its transaction and, while matching, one connection for its lookups. */
const CONNECTIONS_PER_DATA_JOB = 2;

/** The worker's own pool: room for every email and data job it runs at once. */
export function databasePoolSize(concurrency: Record<QueueName, number>): number {
  return CONNECTIONS_PER_EMAIL_JOB * concurrency.email + CONNECTIONS_PER_DATA_JOB * concurrency.data;
}

/**
 * Concurrency for jobs run inside the API, on the API's pool of `poolMax` connections: email jobs may
 * hold half of it, so requests keep the rest and the jobs can never take every connection.
 */
export function sharedPoolConcurrency(poolMax: number): Record<QueueName, number> {
  return {
    ...DEFAULT_CONCURRENCY,
    email: Math.max(1, Math.floor(poolMax / 2 / CONNECTIONS_PER_EMAIL_JOB)),
    // One import or export at a time: it shares the pool with the requests and the email jobs.
    data: 1,
  };
}

/** The database pool, mailer and AI engine of a process that runs jobs on its own (the worker), and how to close them. */
export function createJobServices(
  {
    databaseUrl,
    smtpUrl,
    mailFrom,
    publicUrl,
    ai,
    tmdb,
    concurrency = DEFAULT_CONCURRENCY,
  }: JobServicesConfig,
  logger: JobLogger,
): { services: JobServices; close(): Promise<void> } {
  const db = knex({
    client: 'pg',
    connection: { connectionString: databaseUrl, connectionTimeoutMillis: 5_000 },
    pool: { min: 0, max: databasePoolSize(concurrency) },
  });
  const mailer = createMailer({ smtpUrl, from: mailFrom, db, logger, connections: concurrency.email });
  return {
    services: { db, mailer, publicUrl, ai: createAiEngine(ai, logger), films: createFilmLookup(db, tmdb) },
    async close() {
      mailer.close();
      await db.destroy();
    },
  };
}
