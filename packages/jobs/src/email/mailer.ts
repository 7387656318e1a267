import { type Knex } from 'knex';
import nodemailer from 'nodemailer';
import { type JobLogger } from '../types';

export interface EmailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The links the message carries, so the local mailbox can list them and the log can print them. */
  links: string[];
}

/** Sends one message; rejects when the message was not accepted (the job then retries). */
export interface Mailer {
  readonly kind: 'smtp' | 'local-mailbox';
  send(message: EmailMessage): Promise<void>;
  close(): void;
}

export interface CreateMailerOptions {
  /** Set: SMTP through nodemailer. Unset: the local mailbox (never in production). */
  smtpUrl?: string;
  from: string;
  /** Where the local mailbox keeps its messages. */
  db: Knex;
  logger: JobLogger;
}

/**
 * The SMTP mailer when SMTP_URL is configured, else the local mailbox: messages kept in Postgres (shown at
 * /dev/mail) with their links printed in the log, so sign-up works on a machine with no mail server. The
 * callers refuse the mailbox in production.
 * @see https://nodemailer.com/smtp/
 */
export function createMailer({ smtpUrl, from, db, logger }: CreateMailerOptions): Mailer {
  if (smtpUrl) {
    // Pooled: the SMTP connections stay open between messages (up to 5 at once), so a burst of emails
    // does not pay a connection and handshake for each one.
    const transport = nodemailer.createTransport({ url: smtpUrl, pool: true });
    return {
      kind: 'smtp',
      async send({ to, subject, html, text }) {
        await transport.sendMail({ from, to, subject, html, text });
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
