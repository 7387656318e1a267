import { describeWithService } from '@marquee/testing/services';
import { type ReviewAnalysisResponse } from '@marquee/contracts';
import { removeQueues, uniqueQueuePrefix } from '@marquee/jobs/testing';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { type App } from '../src/app';
import { startInTestWorker, type InTestWorker } from './helpers/inTestWorker';
import { buildTestApp } from './helpers/testApp';
import { createTestDatabase, type TestDatabase } from './helpers/testDatabase';

describeWithService('TEST_REDIS_URL', 'AI analyses in the Redis mode', (redisUrl) => {
  // Its own queues: no other worker on this Redis takes these jobs.
  const prefix = uniqueQueuePrefix();
  let database: TestDatabase;
  let app: App;
  let worker: InTestWorker;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildTestApp(database.url, { REDIS_URL: redisUrl, QUEUE_PREFIX: prefix });
    worker = await startInTestWorker(
      'ai',
      { redisUrl, prefix },
      {
        databaseUrl: database.url,
        mailFrom: 'Marquee <mail@marquee.test>',
        publicUrl: 'http://localhost:8080',
        ai: {},
      },
    );
  });

  afterAll(async () => {
    await worker?.close();
    await app?.close();
    await database?.drop();
    await removeQueues(redisUrl, prefix);
  });

  test('the review analysis runs as a BullMQ job in the worker; its payload holds only the texts', async () => {
    expect(app.jobs.mode).toBe('bullmq-worker');
    // A title no other run used: the cache lives in the shared Redis.
    const movieTitle = `Test film ${randomUUID()}`;
    const response = await app.inject({
      method: 'POST',
      url: '/api/ai/analyze-reviews/42',
      payload: {
        movieTitle,
        tmdbReviews: [{ author: 'critic', content: 'Wonderful and moving.', rating: 9 }],
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<ReviewAnalysisResponse>()).toMatchObject({
      success: true,
      engine: 'local',
      reviewCount: 1,
    });

    const queue = new Queue('ai', { connection: { url: redisUrl }, prefix });
    try {
      const jobs = await queue.getJobs(['completed']);
      const job = jobs.find((candidate) => candidate.data.movieTitle === movieTitle);
      expect(job?.name).toBe('ai.analyzeReviews');
      expect(Object.keys(job?.data ?? {}).sort()).toEqual(['movieTitle', 'reviews']);
      expect(job?.returnvalue.analysis).toEqual(response.json<ReviewAnalysisResponse>().analysis);
    } finally {
      await queue.close();
    }
  });
});
