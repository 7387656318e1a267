import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { QUEUE_NAMES, type JobLogger } from '../src/types';

/** Test helpers shared by the jobs package and the worker: isolated Redis key prefixes, recording loggers. */

/** A prefix no other test run uses, so parallel runs on one Redis never see each other's jobs. */
export function uniqueQueuePrefix(): string {
  return `test-${randomUUID()}`;
}

/** Deletes every key BullMQ wrote under `prefix`, whatever state its jobs are in. */
export async function removeQueues(redisUrl: string, prefix: string): Promise<void> {
  await Promise.all(
    QUEUE_NAMES.map(async (name) => {
      const queue = new Queue(name, { connection: { url: redisUrl }, prefix });
      try {
        await queue.obliterate({ force: true });
      } finally {
        await queue.close();
      }
    }),
  );
}

/** A logger that records instead of printing, so a test can assert on warnings. */
export function recordingLogger(): JobLogger & { [K in keyof JobLogger]: jest.Mock } {
  return { info: jest.fn(), warn: jest.fn(), error: jest.fn() };
}
