import { type JobLogger, type JobServices, type WeeklyDigestResult } from '../types';
import { digestContent } from './digestContent';
import { dueRecipients } from './dueRecipients';
import { markWeeksDealtWith, sendDigest } from './sendDigest';

export interface WeeklyDigestOptions {
  /** The instant the run is for (default: now). */
  at?: Date;
  /** Users read and sent to per batch: memory stays flat whatever the number of users. */
  batchSize?: number;
  /**
   * Digests being sent at once, each holding its delivery transaction (one database connection, waiting on
   * nothing else in the database, so the pool cannot deadlock) and an SMTP connection. Enough to overlap
   * the commits' WAL flushes, which bound the rate with fewer.
   */
  sendsAtOnce?: number;
}

/**
 * One hourly run of the weekly digest: every user whose digest is due (dueRecipients) in batches by id,
 * each batch's content read in two queries, then its digests sent a few at a time and the weeks marked
 * dealt with. A digest that fails to send is counted and left for the next hourly run (its week stays
 * open); the others go on.
 */
export async function runWeeklyDigest(
  { db, mailer, publicUrl }: Pick<JobServices, 'db' | 'mailer' | 'publicUrl'>,
  logger: JobLogger,
  { at = new Date(), batchSize = 500, sendsAtOnce = 8 }: WeeklyDigestOptions = {},
): Promise<WeeklyDigestResult> {
  const counts: WeeklyDigestResult = { sent: 0, 'already-sent': 0, 'nothing-to-say': 0, failed: 0 };
  let afterId: string | undefined;
  for (;;) {
    const batch = await dueRecipients(db, at, afterId, batchSize);
    if (batch.length === 0) break;
    afterId = batch.at(-1)!.id;
    const contents = await digestContent(db, batch, at);
    const dealtWith: typeof batch = [];
    let next = 0;
    const sender = async () => {
      while (next < batch.length) {
        const recipient = batch[next++]!;
        try {
          counts[await sendDigest(db, mailer, publicUrl, recipient, contents.get(recipient.id)!)] += 1;
          dealtWith.push(recipient);
        } catch (error) {
          counts.failed += 1;
          logger.warn({ err: error, userId: recipient.id }, 'weekly digest not sent; the next run retries');
        }
      }
    };
    await Promise.all(Array.from({ length: sendsAtOnce }, sender));
    await markWeeksDealtWith(db, dealtWith);
  }
  return counts;
}
