import { createJobServices, sharedPoolConcurrency } from '../src/jobServices';
import { recordingLogger } from '../testing';

describe('job services', () => {
  test('the database pool holds two connections per email or data job running at once', async () => {
    const { services, close } = createJobServices(
      {
        databaseUrl: 'postgres://127.0.0.1:1/unused',
        mailFrom: 'Marquee <no-reply@marquee.local>',
        publicUrl: 'http://localhost:8080',
        ai: { openaiModel: 'gpt-4o-mini' },
        concurrency: { email: 10, ai: 2, data: 2 },
      },
      recordingLogger(),
    );
    try {
      expect(services.db.client.config.pool.max).toBe(24);
    } finally {
      await close();
    }
  });

  test("jobs run inside the API leave half of the API's pool to its requests", () => {
    // Two connections per email job: 2 jobs hold at most 4 of 10 connections, 5 of 20.
    expect(sharedPoolConcurrency(10)).toEqual({ email: 2, ai: 2, data: 1 });
    expect(sharedPoolConcurrency(20)).toEqual({ email: 5, ai: 2, data: 1 });
    expect(sharedPoolConcurrency(2)).toEqual({ email: 1, ai: 2, data: 1 });
  });
});
