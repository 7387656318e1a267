import { type JobsOptions } from 'bullmq';
import { type JobType, type JobTypes, type QueueName } from './types';

/** The defaults of every job, in one place, shared by the BullMQ and in-process queues and the worker. */

/** Prefix of every Redis key BullMQ writes; the api and the worker must use the same one. */
export const DEFAULT_QUEUE_PREFIX = 'marquee';

/** The queue each job type runs on unless EnqueueOptions.queue picks another. */
const JOB_QUEUE: { [T in JobType]: JobTypes[T]['queue'] } = {
  'system.ping': 'email',
  'email.send': 'email',
  'ai.analyzeReviews': 'ai',
  'ai.analyzeMovie': 'ai',
  'import.run': 'data',
  'export.build': 'data',
  'notification.reminders': 'data',
  'notification.deliver': 'email',
  'digest.weekly': 'data',
};

export function queueFor(type: JobType, requested?: QueueName): QueueName {
  return requested ?? JOB_QUEUE[type];
}

/**
 * Jobs one process runs at once per queue: email is cheap I/O, AI calls are slow, heavy and paid for,
 * data jobs (imports, exports) hold a whole file and a long transaction.
 */
export const DEFAULT_CONCURRENCY: Record<QueueName, number> = { email: 10, ai: 2, data: 2 };

export interface RetryPolicy {
  /** Attempts in total, the first one included. */
  attempts: number;
  /** Exponential: retry n waits 2^(n-1) × delayMs, minus up to `jitter` (0..1) of that at random. */
  backoff: { delayMs: number; jitter: number };
}

/** Jitter spreads the retries of jobs that failed together (an SMTP outage) instead of retrying in a herd. */
export const DEFAULT_RETRY: RetryPolicy = { attempts: 3, backoff: { delayMs: 1000, jitter: 0.5 } };

/** Finished jobs are kept to inspect and to deduplicate by jobId, but bounded: Redis runs with noeviction. */
export const RETENTION = {
  completed: { ageSeconds: 24 * 60 * 60, count: 1000 },
  failed: { ageSeconds: 7 * 24 * 60 * 60, count: 5000 },
} as const;

export const DEFAULT_WAIT_TIMEOUT_MS = 10_000;

export const BULLMQ_JOB_OPTIONS: JobsOptions = {
  attempts: DEFAULT_RETRY.attempts,
  backoff: {
    type: 'exponential',
    delay: DEFAULT_RETRY.backoff.delayMs,
    jitter: DEFAULT_RETRY.backoff.jitter,
  },
  removeOnComplete: { age: RETENTION.completed.ageSeconds, count: RETENTION.completed.count },
  removeOnFail: { age: RETENTION.failed.ageSeconds, count: RETENTION.failed.count },
};

/** The wait before the retry that follows failed attempt `attemptsMade` (1-based), computed as BullMQ does. */
export function retryDelayMs(attemptsMade: number, { delayMs, jitter }: RetryPolicy['backoff']): number {
  const maxDelay = Math.round(2 ** (attemptsMade - 1) * delayMs);
  if (jitter <= 0) return maxDelay;
  return Math.floor(maxDelay * (1 - jitter) + Math.random() * maxDelay * jitter);
}
