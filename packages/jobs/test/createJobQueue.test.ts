import { describeWithService } from '@marquee/testing/services';
import { createJobQueue } from '../src';
import { recordingLogger } from '../testing';

describe('createJobQueue', () => {
  test('runs jobs in process when Redis is not configured', async () => {
    const queue = createJobQueue({ logger: recordingLogger() });
    try {
      expect(queue.mode).toBe('in-process');
      await expect(queue.enqueueAndWait('system.ping', { message: 'hi' })).resolves.toMatchObject({
        processedBy: 'in-process',
      });
    } finally {
      await queue.close();
    }
  });

  describeWithService('TEST_REDIS_URL', 'with Redis', (redisUrl) => {
    test('sends jobs to BullMQ when Redis is configured', async () => {
      const queue = createJobQueue({ redisUrl, logger: recordingLogger() });
      expect(queue.mode).toBe('bullmq-worker');
      await queue.close();
    });
  });
});
