import { type Knex } from 'knex';
import nodemailer from 'nodemailer';
import { DEFAULT_CONCURRENCY } from '../jobOptions';
import { type JobLogger, type Mailer } from '../types';

export interface CreateMailerOptions {
  /** Set: SMTP through nodemailer. Unset: the local mailbox (never in production). */
  smtpUrl?: string;
  from: string;
  /** Where the local mailbox keeps its messages. */
  db: Knex;
  logger: JobLogger;
  /** The email jobs that may run at once: one SMTP connection each (default: the default concurrency). */
  connections?: number;
}

/**
 * The SMTP mailer when SMTP_URL is configured, else the local mailbox: messages kept in Postgres (shown at
 * /dev/mail) with their links printed in the log, so sign-up works on a machine with no mail server. The
 * callers refuse the mailbox in production.
 * @see https://nodemailer.com/smtp/
 */
export function createMailer({
  smtpUrl,
  from,
  db,
  logger,
  connections = DEFAULT_CONCURRENCY.email,
}: CreateMailerOptions): Mailer {
  if (smtpUrl) {
    // Pooled: the SMTP connections stay open between messages, so a burst of emails does not pay a
    // connection and handshake for each one. One per job that may run at once: with nodemailer's default
    // of 5, the other jobs would wait for a connection while holding their delivery transaction.
    const transport = nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: connections });
    return {
      kind: 'smtp',
      async send({ to, subject, html, text, headers }) {
        await transport.sendMail({ from, to, subject, html, text, ...(headers && { headers }) });
      },
      close: () => transport.close(),
    };
  }
  return {
    kind: 'local-mailbox',
    async send({ to, subject, html, text, links }) {
      await db('dev_mailbox').insert({
        to_address: to,
        from_address: from,
        subject,
        html_body: html,
        text_body: text,
        links,
      });
      logger.info({ to, subject, links }, 'email kept in the local mailbox (no SMTP_URL): open /dev/mail');
    },
    close: () => undefined,
  };
}
