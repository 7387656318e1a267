import { randomUUID } from 'node:crypto';
import { type EmailKind, type JobQueue } from '@marquee/jobs';

/**
 * Queues an account email. The delivery id doubles as the BullMQ job id (a repeated enqueue is ignored)
 * and as the processor's idempotency key (a repeated run sends nothing).
 */
export async function queueAccountEmail(jobs: JobQueue, kind: EmailKind, userId: string): Promise<void> {
  const deliveryId = `email-${randomUUID()}`;
  await jobs.enqueue('email.send', { kind, userId, deliveryId }, { jobId: deliveryId });
}
