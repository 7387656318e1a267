import { createAiEngine } from '@marquee/ai';
import knex from 'knex';
import { createMailer } from './email/mailer';
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
  /** The jobs the process runs at once per queue: the database pool is sized from them. */
  concurrency?: Record<QueueName, number>;
}

/**
 * Connections the jobs may hold at once: an email job holds two (its delivery transaction, and the
 * one-time token committed apart), so a smaller pool deadlocks under load, every connection held by a
 * transaction waiting for another. AI jobs use none.
 */
export function databasePoolSize(concurrency: Record<QueueName, number>): number {
  return 2 * concurrency.email;
}

/** The database pool, mailer and AI engine of a process that runs jobs on its own (the worker), and how to close them. */
export function createJobServices(
  { databaseUrl, smtpUrl, mailFrom, publicUrl, ai, concurrency = DEFAULT_CONCURRENCY }: JobServicesConfig,
  logger: JobLogger,
): { services: JobServices; close(): Promise<void> } {
  const db = knex({
    client: 'pg',
    connection: { connectionString: databaseUrl, connectionTimeoutMillis: 5_000 },
    pool: { min: 0, max: databasePoolSize(concurrency) },
  });
  const mailer = createMailer({ smtpUrl, from: mailFrom, db, logger, connections: concurrency.email });
  return {
    services: { db, mailer, publicUrl, ai: createAiEngine(ai, logger) },
    async close() {
      mailer.close();
      await db.destroy();
    },
  };
}
