import { describeWithService } from '@marquee/testing/services';
import { Queue, UnrecoverableError, Worker } from 'bullmq';
import { JobQueueClosedError, JobQueueUnavailableError, JobTimeoutError } from '../src';
import { BullmqJobQueue } from '../src/bullmqJobQueue';
import { recordingLogger, removeQueues, uniqueQueuePrefix } from '../testing';

const noJobs = { waiting: 0, active: 0, delayed: 0, completed: 0, failed: 0 };

describeWithService('TEST_REDIS_URL', 'BullmqJobQueue on real Redis', (redisUrl) => {
  let prefix: string;
  let queue: BullmqJobQueue;

  beforeEach(() => {
    prefix = uniqueQueuePrefix();
    queue = new BullmqJobQueue({ redisUrl, prefix, logger: recordingLogger() });
  });

  afterEach(async () => {
    await queue.close();
    await removeQueues(redisUrl, prefix);
  });

  test('enqueues on the job type’s queue and counts it as waiting', async () => {
    const { id } = await queue.enqueue('system.ping', { message: 'hello' });
    expect(id).toEqual(expect.any(String));
    expect(await queue.counts()).toEqual({ email: { ...noJobs, waiting: 1 }, ai: noJobs, data: noJobs });
  });

  test('stores the job with the default retry and retention options', async () => {
    const { id } = await queue.enqueue('system.ping', { message: 'hello' }, { queue: 'ai' });
    const reader = new Queue('ai', { connection: { url: redisUrl }, prefix });
    try {
      const job = await reader.getJob(id);
      expect(job?.data).toEqual({ message: 'hello' });
      expect(job?.opts).toMatchObject({
        attempts: 3,
        backoff: { type: 'exponential', delay: 1000, jitter: 0.5 },
        removeOnComplete: { age: 86400, count: 1000 },
        removeOnFail: { age: 604800, count: 5000 },
      });
    } finally {
      await reader.close();
    }
  });

  test('deduplicates by jobId', async () => {
    const first = await queue.enqueue('system.ping', { message: 'first' }, { jobId: 'welcome-42' });
    const second = await queue.enqueue('system.ping', { message: 'second' }, { jobId: 'welcome-42' });
    expect(second).toEqual(first);
    expect((await queue.counts()).email.waiting).toBe(1);
  });

  test('stops waiting after timeoutMs when no worker takes the job', async () => {
    await expect(
      queue.enqueueAndWait('system.ping', { message: 'x' }, { timeoutMs: 200 }),
    ).rejects.toBeInstanceOf(JobTimeoutError);
  });

  test('retryFailed moves the failed jobs of a queue back to waiting', async () => {
    const { id } = await queue.enqueue('system.ping', { message: 'doomed' });
    const worker = new Worker(
      'email',
      async () => {
        throw new UnrecoverableError('no retry');
      },
      { connection: { url: redisUrl }, prefix },
    );
    const failed = new Promise((resolve) => worker.on('failed', resolve));
    try {
      await failed;
    } finally {
      await worker.close();
    }
    expect((await queue.counts()).email).toEqual({ ...noJobs, failed: 1 });

    expect(await queue.retryFailed('ai')).toBe(0);
    expect(await queue.retryFailed('email')).toBe(1);
    expect((await queue.counts()).email).toEqual({ ...noJobs, waiting: 1 });
    const reader = new Queue('email', { connection: { url: redisUrl }, prefix });
    try {
      expect((await reader.getJob(id))?.attemptsMade).toBe(0);
    } finally {
      await reader.close();
    }
  });

  test('refuses jobs once closed', async () => {
    await queue.close();
    await expect(queue.enqueue('system.ping', { message: 'late' })).rejects.toBeInstanceOf(
      JobQueueClosedError,
    );
  });
});

test('enqueue fails fast when Redis cannot be reached', async () => {
  const queue = new BullmqJobQueue({ redisUrl: 'redis://127.0.0.1:1', logger: recordingLogger() });
  try {
    await expect(queue.enqueue('system.ping', { message: 'x' })).rejects.toBeInstanceOf(
      JobQueueUnavailableError,
    );
  } finally {
    await queue.close();
  }
});
