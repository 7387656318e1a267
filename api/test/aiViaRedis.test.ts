import { describeWithService } from '@marquee/testing/services';
import { type ReviewAnalysisResponse } from '@marquee/contracts';
import { randomUUID } from 'node:crypto';
import { useAppWithWorker } from './helpers/appWithWorker';

describeWithService('TEST_REDIS_URL', 'AI analyses in the Redis mode', (redisUrl) => {
  const t = useAppWithWorker(redisUrl, 'ai');

  test('the review analysis runs as a BullMQ job in the worker; its payload holds only the texts', async () => {
    expect(t.app.jobs.mode).toBe('bullmq-worker');
    // A title no other run used: the cache lives in the shared Redis.
    const movieTitle = `Test film ${randomUUID()}`;
    const response = await t.app.inject({
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

    const jobs = await t.withQueue('ai', (queue) => queue.getJobs(['completed']));
    const job = jobs.find((candidate) => candidate.data.movieTitle === movieTitle);
    expect(job?.name).toBe('ai.analyzeReviews');
    expect(Object.keys(job?.data ?? {}).sort()).toEqual(['movieTitle', 'reviews']);
    expect(job?.returnvalue.analysis).toEqual(response.json<ReviewAnalysisResponse>().analysis);
  });
});
