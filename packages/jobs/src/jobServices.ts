import { createAiEngine } from '@marquee/ai';
import knex from 'knex';
import { createMailer } from './email/mailer';
import { type JobLogger, type JobServices } from './types';

export interface JobServicesConfig {
  databaseUrl: string;
  /** Unset: the local mailbox (the caller refuses that in production). */
  smtpUrl?: string;
  mailFrom: string;
  publicUrl: string;
  /** The AI engine's settings (OPENAI_*): an API key picks the OpenAI-compatible engine, else the local one. */
  ai: Parameters<typeof createAiEngine>[0];
}

/** The database pool, mailer and AI engine of a process that runs jobs on its own (the worker), and how to close them. */
export function createJobServices(
  { databaseUrl, smtpUrl, mailFrom, publicUrl, ai }: JobServicesConfig,
  logger: JobLogger,
): { services: JobServices; close(): Promise<void> } {
  const db = knex({
    client: 'pg',
    connection: { connectionString: databaseUrl, connectionTimeoutMillis: 5_000 },
    pool: { min: 0, max: 5 },
  });
  const mailer = createMailer({ smtpUrl, from: mailFrom, db, logger });
  return {
    services: { db, mailer, publicUrl, ai: createAiEngine(ai, logger) },
    async close() {
      mailer.close();
      await db.destroy();
    },
  };
}
