import { type Knex } from 'knex';
import { deliverOnce } from '../email/deliverOnce';
import { type Mailer } from '../types';
import { hasNews, renderDigest } from './digestEmail';
import { type DigestContent, type DigestRecipient } from './digestTypes';

export type DigestOutcome = 'sent' | 'already-sent' | 'nothing-to-say';

/** The delivery id of a user's digest for a local week: the same on every run, worker and retry. */
export const digestDeliveryId = (userId: string, week: string) => `weekly-digest.${userId}.${week}`;

/**
 * Sends one user's digest for the week at most once: its email_deliveries row, keyed by user and week, is
 * claimed while the message goes out (deliverOnce), so a second worker or a run after a restart sends
 * nothing, and a failed send leaves no row for the next hourly run to find.
 */
export async function sendDigest(
  db: Knex,
  mailer: Mailer,
  publicUrl: string,
  recipient: DigestRecipient,
  content: DigestContent,
): Promise<DigestOutcome> {
  if (!hasNews(content)) return 'nothing-to-say';
  const claim = {
    table: 'email_deliveries' as const,
    row: { job_id: digestDeliveryId(recipient.id, recipient.week), kind: 'weekly-digest' },
    key: ['job_id'],
  };
  return deliverOnce(db, claim, async () => {
    await mailer.send(renderDigest(recipient, content, publicUrl));
    return 'sent' as const;
  });
}

/**
 * Marks the recipients' weeks dealt with (users.digest_week), in one statement per batch, so the next
 * hourly runs of the week skip them without reading their content. A run that stops before this only
 * costs the next run a claim that finds the delivery row.
 */
export async function markWeeksDealtWith(db: Knex, recipients: DigestRecipient[]): Promise<void> {
  if (recipients.length === 0) return;
  await db.raw(
    `update users u set digest_week = x.week
      from unnest(?::uuid[], ?::text[]) as x(id, week) where u.id = x.id`,
    [recipients.map((r) => r.id), recipients.map((r) => r.week)],
  );
}
