import { randomUUID } from 'node:crypto';
import { spokenLanguageOf } from '@marquee/contracts/languages';
import { type EmailKind, type JobQueue } from '@marquee/jobs';
import { type FastifyRequest } from 'fastify';

/**
 * Queues an account email. The delivery id doubles as the BullMQ job id (a repeated enqueue is ignored)
 * and as the processor's idempotency key (a repeated run sends nothing). It is written in the account's
 * language, else in the one `request` was made in (a new account's first email speaks its sign-up page's).
 */
export async function queueAccountEmail(
  jobs: JobQueue,
  kind: EmailKind,
  userId: string,
  request: FastifyRequest,
): Promise<void> {
  const deliveryId = `email-${randomUUID()}`;
  const language = spokenLanguageOf(request.headers['accept-language']);
  await jobs.enqueue('email.send', { kind, userId, deliveryId, language }, { jobId: deliveryId });
}
