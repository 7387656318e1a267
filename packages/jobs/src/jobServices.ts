import knex from 'knex';
import { createMailer } from './email/mailer';
import { type JobLogger, type JobServices } from './types';

export interface JobServicesConfig {
  databaseUrl: string;
  /** Unset: the local mailbox (the caller refuses that in production). */
  smtpUrl?: string;
  mailFrom: string;
  publicUrl: string;
}

/** The database pool and mailer of a process that runs jobs on its own (the worker), and how to close them. */
export function createJobServices(
  { databaseUrl, smtpUrl, mailFrom, publicUrl }: JobServicesConfig,
  logger: JobLogger,
): { services: JobServices; close(): Promise<void> } {
  const db = knex({
    client: 'pg',
    connection: { connectionString: databaseUrl, connectionTimeoutMillis: 5_000 },
    pool: { min: 0, max: 5 },
  });
  const mailer = createMailer({ smtpUrl, from: mailFrom, db, logger });
  return {
    services: { db, mailer, publicUrl },
    async close() {
      mailer.close();
      await db.destroy();
    },
  };
}
