import { createJobServices } from '../src/jobServices';
import { recordingLogger } from '../testing';

describe('job services', () => {
  test('the database pool holds two connections per email job running at once', async () => {
    const { services, close } = createJobServices(
      {
        databaseUrl: 'postgres://127.0.0.1:1/unused',
        mailFrom: 'Marquee <no-reply@marquee.local>',
        publicUrl: 'http://localhost:8080',
        ai: { openaiModel: 'gpt-4o-mini' },
        concurrency: { email: 10, ai: 2 },
      },
      recordingLogger(),
    );
    try {
      expect(services.db.client.config.pool.max).toBe(20);
    } finally {
      await close();
    }
  });
});
