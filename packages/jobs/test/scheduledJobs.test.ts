import { describeWithService } from '@marquee/testing/services';
import { Queue } from 'bullmq';
import { processors, type JobProcessor } from '../src';
import { BullmqJobQueue } from '../src/bullmqJobQueue';
import { InProcessJobQueue } from '../src/inProcessJobQueue';
import { recordingLogger, removeQueues, uniqueQueuePrefix } from '../testing';

const schedule = [{ id: 'release-reminders', type: 'notification.reminders', everyMs: 60_000 }] as const;

describe('scheduled jobs without Redis', () => {
  test('run once at once, then on their timer, and stop with the queue', async () => {
    let runs = 0;
    let ran!: () => void;
    const firstRun = new Promise<void>((resolve) => (ran = resolve));
    const counting: JobProcessor<'notification.reminders'> = async () => {
      runs += 1;
      ran();
      return { handled: 0 };
    };
    const queue = new InProcessJobQueue({
      processors: { ...processors, 'notification.reminders': counting },
      logger: recordingLogger(),
    });
    await queue.schedule(schedule);
    await firstRun;
    // A second registration in the same interval (another start of the same process) adds no run.
    await queue.schedule(schedule);
    await new Promise((resolve) => setImmediate(resolve));
    expect(runs).toBe(1);
    await queue.close();
  });
});

describeWithService('TEST_REDIS_URL', 'scheduled jobs with Redis', (redisUrl) => {
  test('are one BullMQ job scheduler however many processes register them, whose first job runs at once', async () => {
    const prefix = uniqueQueuePrefix();
    const first = new BullmqJobQueue({ redisUrl, prefix, logger: recordingLogger() });
    const second = new BullmqJobQueue({ redisUrl, prefix, logger: recordingLogger() });
    const reader = new Queue('data', { connection: { url: redisUrl }, prefix });
    try {
      await first.schedule(schedule);
      await second.schedule(schedule);
      const schedulers = await reader.getJobSchedulers();
      expect(schedulers).toEqual([
        expect.objectContaining({ key: 'release-reminders', name: 'notification.reminders', every: 60_000 }),
      ]);
      const waiting = await reader.getWaiting();
      expect(waiting.map((job) => job.name)).toEqual(['notification.reminders']);
      // The queue's retries and retention apply to them too (Redis runs with noeviction: they must not pile up).
      expect(waiting[0]!.opts).toMatchObject({ attempts: 3, removeOnComplete: expect.any(Object) });
    } finally {
      await Promise.all([first.close(), second.close(), reader.close()]);
      await removeQueues(redisUrl, prefix);
    }
  });
});
