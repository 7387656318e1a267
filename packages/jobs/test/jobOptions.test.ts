import { BULLMQ_JOB_OPTIONS, queueFor, retryDelayMs } from '../src/jobOptions';

describe('job options', () => {
  test('BullMQ jobs retry 3 times with exponential jittered backoff and bounded retention', () => {
    expect(BULLMQ_JOB_OPTIONS).toEqual({
      attempts: 3,
      backoff: { type: 'exponential', delay: 1000, jitter: 0.5 },
      removeOnComplete: { age: 24 * 3600, count: 1000 },
      removeOnFail: { age: 7 * 24 * 3600, count: 5000 },
    });
  });

  test('the retry delay doubles with each failed attempt', () => {
    const backoff = { delayMs: 1000, jitter: 0 };
    expect([1, 2, 3].map((attemptsMade) => retryDelayMs(attemptsMade, backoff))).toEqual([1000, 2000, 4000]);
  });

  test('jitter takes up to its share off the delay, never adds to it', () => {
    const delays = Array.from({ length: 200 }, () => retryDelayMs(2, { delayMs: 1000, jitter: 0.5 }));
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(1000);
    expect(Math.max(...delays)).toBeLessThan(2000);
    expect(new Set(delays).size).toBeGreaterThan(1);
  });

  test('a job type runs on its own queue unless the caller picks one', () => {
    expect(queueFor('system.ping')).toBe('email');
    expect(queueFor('system.ping', 'ai')).toBe('ai');
  });
});
