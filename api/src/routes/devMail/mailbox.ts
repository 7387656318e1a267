import { type Knex } from 'knex';

export interface MailboxMessage {
  id: number;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  createdAt: string;
}

interface MailboxRow {
  id: string;
  to_address: string;
  from_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  links: string[];
  created_at: Date;
}

/** Whether this server keeps mail in the local mailbox: no SMTP_URL, and never in production. */
export function usesLocalMailbox(config: { smtpUrl?: string; nodeEnv: string }): boolean {
  return !config.smtpUrl && config.nodeEnv !== 'production';
}

/** The newest messages first, optionally only those to one address. */
export async function listMailbox(db: Knex, to?: string): Promise<MailboxMessage[]> {
  const rows = await db<MailboxRow>('dev_mailbox')
    .modify((query) => {
      if (to) query.whereRaw('lower(to_address) = lower(?)', [to]);
    })
    .orderBy('id', 'desc')
    .limit(100);
  return rows.map((row: MailboxRow) => ({
    id: Number(row.id),
    to: row.to_address,
    from: row.from_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    links: row.links,
    createdAt: row.created_at.toISOString(),
  }));
}
