import { describeWithService } from '@marquee/testing/services';
import { createJobQueue, type JobQueue } from '@marquee/jobs';
import { recordingLogger, removeQueues, uniqueQueuePrefix } from '@marquee/jobs/testing';
import { startWorkers, type RunningWorkers } from '../src/startWorkers';

describeWithService('TEST_REDIS_URL', 'the api → Redis → worker round trip', (redisUrl) => {
  const prefix = uniqueQueuePrefix();
  let workers: RunningWorkers;
  let api: JobQueue;

  beforeAll(async () => {
    workers = startWorkers({ redisUrl, prefix, logger: recordingLogger() });
    await workers.ready();
    api = createJobQueue({ redisUrl, prefix, logger: recordingLogger() });
  });

  afterAll(async () => {
    await api?.close();
    await workers?.close(5000);
    await removeQueues(redisUrl, prefix);
  });

  test('a ping enqueued by the api is processed by the BullMQ worker', async () => {
    const result = await api.enqueueAndWait('system.ping', { message: 'round trip' });
    expect(result).toEqual({
      message: 'round trip',
      processedBy: 'bullmq-worker',
      processedAt: expect.any(String),
    });
    expect((await api.counts()).email).toMatchObject({ waiting: 0, active: 0, completed: 1, failed: 0 });
  });

  test('answers many concurrent waits', async () => {
    const messages = Array.from({ length: 50 }, (_, i) => `ping ${i}`);
    const results = await Promise.all(
      messages.map((message) => api.enqueueAndWait('system.ping', { message })),
    );
    expect(results.map((result) => result.message)).toEqual(messages);
  });

  test('every queue has a worker', async () => {
    const result = await api.enqueueAndWait('system.ping', { message: 'on ai' }, { queue: 'ai' });
    expect(result.processedBy).toBe('bullmq-worker');
  });
});

test('without Redis the same job runs in the api process', async () => {
  const api = createJobQueue({ logger: recordingLogger() });
  try {
    const result = await api.enqueueAndWait('system.ping', { message: 'round trip' });
    expect(result).toEqual({
      message: 'round trip',
      processedBy: 'in-process',
      processedAt: expect.any(String),
    });
  } finally {
    await api.close();
  }
});
