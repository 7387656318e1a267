import {
  JobFailedError,
  JobQueueClosedError,
  JobTimeoutError,
  UnrecoverableError,
  processors,
  type JobProcessor,
} from '../src';
import { InProcessJobQueue, type InProcessJobQueueOptions } from '../src/inProcessJobQueue';
import { recordingLogger } from '../testing';

/** Test fixtures stand in for the ping processor; they delegate to the real one to produce the result. */
type PingProcessor = JobProcessor<'system.ping'>;

const fastRetry = { attempts: 3, backoff: { delayMs: 20, jitter: 0 } };

let queue: InProcessJobQueue;
let logger: ReturnType<typeof recordingLogger>;

function openQueue(
  ping: PingProcessor = processors['system.ping'],
  options: Partial<InProcessJobQueueOptions> = {},
) {
  logger = recordingLogger();
  queue = new InProcessJobQueue({
    processors: { ...processors, 'system.ping': ping },
    logger,
    retry: fastRetry,
    ...options,
  });
  return queue;
}

afterEach(() => queue.close());

/** Fails its first `failures` attempts, recording when each attempt started. */
function flakyPing(failures: number) {
  const attemptStarts: number[] = [];
  const ping: PingProcessor = async (payload, ctx) => {
    attemptStarts.push(Date.now());
    if (attemptStarts.length <= failures) throw new Error(`attempt ${attemptStarts.length} fails`);
    return processors['system.ping'](payload, ctx);
  };
  return { ping, attemptStarts };
}

/** Runs until the test releases it. */
function blockingPing() {
  const started: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const ping: PingProcessor = async (payload, ctx) => {
    started.push(payload.message);
    await released;
    return processors['system.ping'](payload, ctx);
  };
  return { ping, started, release };
}

async function until(condition: () => boolean): Promise<void> {
  for (let waited = 0; !condition(); waited += 5) {
    if (waited > 2000) throw new Error('condition not met within 2 s');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('InProcessJobQueue', () => {
  test('runs system.ping in process, never on the caller’s stack', async () => {
    const { ping, started, release } = blockingPing();
    openQueue(ping);
    const result = queue.enqueueAndWait('system.ping', { message: 'hello' });
    expect(started).toEqual([]);
    await until(() => started.length === 1);
    expect(await queue.counts()).toMatchObject({ email: { active: 1, completed: 0 } });
    release();
    await expect(result).resolves.toMatchObject({ message: 'hello' });
  });

  test('answers system.ping with processedBy in-process', async () => {
    openQueue();
    const result = await queue.enqueueAndWait('system.ping', { message: 'hello' });
    expect(result).toEqual({ message: 'hello', processedBy: 'in-process', processedAt: expect.any(String) });
    expect(new Date(result.processedAt).toISOString()).toBe(result.processedAt);
    expect(queue.mode).toBe('in-process');
  });

  test('retries with exponential backoff and succeeds on the 3rd attempt', async () => {
    const { ping, attemptStarts } = flakyPing(2);
    openQueue(ping);
    const result = await queue.enqueueAndWait('system.ping', { message: 'third time' });
    expect(result.message).toBe('third time');
    expect(attemptStarts).toHaveLength(3);
    const [first = 0, second = 0, third = 0] = attemptStarts;
    // Timers may fire up to a millisecond early.
    expect(second - first).toBeGreaterThanOrEqual(19);
    expect(third - second).toBeGreaterThanOrEqual(39);
    expect(logger.warn).toHaveBeenCalledTimes(2);
    expect(await queue.counts()).toMatchObject({ email: { completed: 1, failed: 0, delayed: 0 } });
  });

  test('gives up once the attempts are exhausted and counts the job as failed', async () => {
    const { ping, attemptStarts } = flakyPing(Infinity);
    openQueue(ping);
    const outcome = queue.enqueueAndWait('system.ping', { message: 'never' });
    await expect(outcome).rejects.toThrow(new JobFailedError('1', 'attempt 3 fails'));
    expect(attemptStarts).toHaveLength(3);
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(await queue.counts()).toMatchObject({ email: { completed: 0, failed: 1 } });
  });

  test('retryFailed runs the failed jobs of a queue again, attempts reset', async () => {
    const { ping, attemptStarts } = flakyPing(3);
    openQueue(ping);
    await expect(queue.enqueueAndWait('system.ping', { message: 'later' })).rejects.toBeInstanceOf(
      JobFailedError,
    );
    expect(await queue.retryFailed('ai')).toBe(0);
    expect(await queue.retryFailed('email')).toBe(1);
    expect((await queue.counts()).email.failed).toBe(0);
    await until(() => attemptStarts.length === 4);
    await queue.close(); // waits for the running retry
    expect(await queue.counts()).toMatchObject({ email: { completed: 1, failed: 0, waiting: 0 } });
    await expect(queue.retryFailed('email')).rejects.toBeInstanceOf(JobQueueClosedError);
  });

  test('does not retry an UnrecoverableError', async () => {
    let attempts = 0;
    openQueue(async () => {
      attempts += 1;
      throw new UnrecoverableError('bad payload');
    });
    await expect(queue.enqueueAndWait('system.ping', { message: 'x' })).rejects.toBeInstanceOf(
      JobFailedError,
    );
    expect(attempts).toBe(1);
    expect(await queue.counts()).toMatchObject({ email: { failed: 1 } });
  });

  test('deduplicates by jobId while the job is queued and after it finished', async () => {
    const { ping, started, release } = blockingPing();
    openQueue(ping);
    const first = await queue.enqueue('system.ping', { message: 'first' }, { jobId: 'welcome-42' });
    const second = await queue.enqueue('system.ping', { message: 'second' }, { jobId: 'welcome-42' });
    expect(second).toEqual(first);
    release();
    const result = await queue.enqueueAndWait('system.ping', { message: 'third' }, { jobId: 'welcome-42' });
    expect(result.message).toBe('first');
    expect(started).toEqual(['first']);
    expect(await queue.counts()).toMatchObject({ email: { completed: 1 } });
  });

  test('rejects the custom job ids BullMQ rejects', async () => {
    openQueue();
    await expect(queue.enqueue('system.ping', { message: 'x' }, { jobId: '42' })).rejects.toThrow('integer');
    await expect(queue.enqueue('system.ping', { message: 'x' }, { jobId: 'a:b' })).rejects.toThrow(':');
  });

  test('runs at most `concurrency` jobs of a queue at once', async () => {
    const { ping, started, release } = blockingPing();
    openQueue(ping, { concurrency: { email: 2, ai: 1, data: 1 } });
    const jobs = ['e1', 'e2', 'e3'].map((message) => queue.enqueueAndWait('system.ping', { message }));
    jobs.push(
      ...['a1', 'a2'].map((message) => queue.enqueueAndWait('system.ping', { message }, { queue: 'ai' })),
    );
    await until(() => started.length === 3);
    expect(await queue.counts()).toEqual({
      email: { waiting: 1, active: 2, delayed: 0, completed: 0, failed: 0 },
      ai: { waiting: 1, active: 1, delayed: 0, completed: 0, failed: 0 },
      data: { waiting: 0, active: 0, delayed: 0, completed: 0, failed: 0 },
    });
    release();
    await Promise.all(jobs);
    expect(await queue.counts()).toMatchObject({ email: { completed: 3 }, ai: { completed: 2 } });
  });

  test('keeps a bounded history of finished jobs', async () => {
    openQueue();
    await Promise.all(
      Array.from({ length: 1001 }, () => queue.enqueueAndWait('system.ping', { message: 'x' })),
    );
    expect(await queue.counts()).toMatchObject({ email: { completed: 1000 } });
  });

  test('stops waiting after timeoutMs', async () => {
    const { ping, release } = blockingPing();
    openQueue(ping);
    const outcome = queue.enqueueAndWait('system.ping', { message: 'slow' }, { timeoutMs: 30 });
    await expect(outcome).rejects.toThrow(new JobTimeoutError('1', 30));
    release();
  });

  test('close waits for the running job and refuses new ones', async () => {
    const { ping, started, release } = blockingPing();
    openQueue(ping);
    const result = queue.enqueueAndWait('system.ping', { message: 'running' });
    await until(() => started.length === 1);

    let closed = false;
    const closing = queue.close().then(() => (closed = true));
    await expect(queue.enqueue('system.ping', { message: 'late' })).rejects.toBeInstanceOf(
      JobQueueClosedError,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(closed).toBe(false);

    release();
    await closing;
    await expect(result).resolves.toMatchObject({ message: 'running' });
  });

  test('close drops the jobs not started yet', async () => {
    const { ping, started, release } = blockingPing();
    openQueue(ping, { concurrency: { email: 1, ai: 1, data: 1 } });
    const running = queue.enqueueAndWait('system.ping', { message: 'running' });
    const waiting = queue.enqueueAndWait('system.ping', { message: 'waiting' });
    await until(() => started.length === 1);
    const closing = queue.close();
    await expect(waiting).rejects.toBeInstanceOf(JobQueueClosedError);
    release();
    await closing;
    await expect(running).resolves.toMatchObject({ message: 'running' });
    expect(started).toEqual(['running']);
  });

  test('close gives up on a running job after closeTimeoutMs', async () => {
    const { ping, started, release } = blockingPing();
    openQueue(ping, { closeTimeoutMs: 30 });
    void queue.enqueue('system.ping', { message: 'stuck' });
    await until(() => started.length === 1);
    await queue.close();
    expect(logger.warn).toHaveBeenCalledWith(
      { running: 1 },
      expect.stringContaining('before its running jobs'),
    );
    release();
  });
});
