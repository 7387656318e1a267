import { useTestApp } from './helpers/testApp';

describe('jobs without Redis', () => {
  const t = useTestApp();

  test('a job enqueued by the API runs in process and returns its result', async () => {
    expect(t.app.jobs.mode).toBe('in-process');
    const result = await t.app.jobs.enqueueAndWait('system.ping', { message: 'hi' });
    expect(result).toMatchObject({ message: 'hi', processedBy: 'in-process' });
  });
});
