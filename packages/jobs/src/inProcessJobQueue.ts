import { byQueue } from './byQueue';
import { assertValidCustomJobId } from './customJobId';
import { JobFailedError, JobQueueClosedError, JobTimeoutError } from './errors';
import { type FinishedJobHistory } from './finishedJobHistory';
import { QueueState, newJobRecord, type JobRecord } from './inProcessQueueState';
import {
  DEFAULT_CONCURRENCY,
  DEFAULT_RETRY,
  DEFAULT_WAIT_TIMEOUT_MS,
  queueFor,
  retryDelayMs,
  type RetryPolicy,
} from './jobOptions';
import { raceTimeout } from './raceTimeout';
import { isUnrecoverable, runProcessor } from './runProcessor';
import {
  type EnqueueOptions,
  type JobLogger,
  type JobPayload,
  type JobProcessors,
  type JobQueue,
  type JobResult,
  type JobServices,
  type JobType,
  type ProcessorContext,
  type QueueCounts,
  type QueueName,
  type ScheduledJob,
} from './types';

export interface InProcessJobQueueOptions {
  processors: JobProcessors;
  logger: JobLogger;
  services?: JobServices;
  /** Defaults to DEFAULT_RETRY; tests shorten the backoff. */
  retry?: RetryPolicy;
  concurrency?: Record<QueueName, number>;
  /** How long close() waits for running jobs before it returns anyway (default 10 s). */
  closeTimeoutMs?: number;
}

const DEFAULT_CLOSE_TIMEOUT_MS = 10_000;

/**
 * The job runner of the no-Redis mode: the same processors, run in this process with BullMQ's semantics
 * (asynchronous, retries with exponential backoff, jobId deduplication, bounded history, per-queue
 * concurrency). Jobs live in memory: those not started when the process stops are lost.
 */
export class InProcessJobQueue implements JobQueue {
  readonly mode = 'in-process' as const;
  private readonly queues: Record<QueueName, QueueState>;
  private readonly context: ProcessorContext;
  private readonly retry: RetryPolicy;
  private closing: Promise<void> | undefined;
  private readonly timers: NodeJS.Timeout[] = [];

  constructor(private readonly options: InProcessJobQueueOptions) {
    const concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
    this.queues = byQueue((name) => new QueueState(name, concurrency[name]));
    this.context = { logger: options.logger, processedBy: 'in-process', services: options.services };
    this.retry = options.retry ?? DEFAULT_RETRY;
  }

  async enqueue<T extends JobType>(
    type: T,
    payload: JobPayload<T>,
    options?: EnqueueOptions,
  ): Promise<{ id: string }> {
    return { id: this.add(type, payload, options).id };
  }

  async enqueueAndWait<T extends JobType>(
    type: T,
    payload: JobPayload<T>,
    options: EnqueueOptions & { timeoutMs?: number } = {},
  ): Promise<JobResult<T>> {
    const timeoutMs = options.timeoutMs ?? DEFAULT_WAIT_TIMEOUT_MS;
    const job = this.add(type, payload, options);
    const outcome = await raceTimeout(job.outcome, timeoutMs);
    if (outcome.timedOut) throw new JobTimeoutError(job.id, timeoutMs);
    return outcome.value as JobResult<T>;
  }

  async counts(): Promise<Record<QueueName, QueueCounts>> {
    return byQueue((name) => {
      const queue = this.queues[name];
      return {
        waiting: queue.waiting.length,
        active: queue.active.size,
        delayed: queue.delayed.size,
        completed: queue.completed.size,
        failed: queue.failed.size,
      };
    });
  }

  /**
   * Failed jobs are kept in the failed history (bounded as BullMQ's removeOnFail), so they can run again:
   * each goes back to waiting under its id as a fresh record (attempts reset; its first outcome has
   * already been reported to whoever waited).
   */
  async retryFailed(name: QueueName): Promise<number> {
    if (this.closing) throw new JobQueueClosedError();
    const queue = this.queues[name];
    const failed = queue.failed.takeAll();
    for (const { id, type, payload } of failed) {
      const job = newJobRecord(id, type, payload);
      queue.live.set(id, job);
      queue.waiting.push(job);
    }
    if (failed.length > 0) setImmediate(() => this.startJobs(queue));
    return failed.length;
  }

  /**
   * A timer per job. Each run's id is the job's id and its interval number, as BullMQ numbers its
   * repetitions, so a run still going when the next tick comes is not doubled.
   */
  async schedule(jobs: readonly ScheduledJob[]): Promise<void> {
    for (const { id, type, everyMs } of jobs) {
      const run = () => {
        if (!this.closing) this.add(type, {}, { jobId: `${id}-${Math.floor(Date.now() / everyMs)}` });
      };
      run();
      // unref: a schedule alone must not keep the process alive.
      this.timers.push(setInterval(run, everyMs).unref());
    }
  }

  /** Refuses new jobs, drops those not started, and waits (bounded) for the running ones. */
  close(): Promise<void> {
    this.closing ??= this.stop();
    return this.closing;
  }

  private add(type: JobType, payload: unknown, options?: EnqueueOptions): JobRecord {
    if (this.closing) throw new JobQueueClosedError();
    const queue = this.queues[queueFor(type, options?.queue)];
    if (options?.jobId !== undefined) {
      assertValidCustomJobId(options.jobId);
      const existing = queue.find(options.jobId);
      if (existing) return existing;
    }
    const job = newJobRecord(options?.jobId ?? String(queue.nextId++), type, payload);
    queue.live.set(job.id, job);
    queue.waiting.push(job);
    // Never on the caller's stack: enqueueing must not run (or throw from) a processor.
    setImmediate(() => this.startJobs(queue));
    return job;
  }

  private startJobs(queue: QueueState): void {
    while (!this.closing && queue.active.size < queue.concurrency) {
      const job = queue.waiting.shift();
      if (!job) return;
      void this.run(queue, job);
    }
  }

  private async run(queue: QueueState, job: JobRecord): Promise<void> {
    queue.active.add(job);
    try {
      const result = await runProcessor(this.options.processors, job.type, job.payload, this.context);
      this.finish(queue, job, queue.completed);
      job.resolve(result);
    } catch (error) {
      this.attemptFailed(queue, job, error instanceof Error ? error : new Error(String(error)));
    } finally {
      queue.active.delete(job);
      this.startJobs(queue);
    }
  }

  private attemptFailed(queue: QueueState, job: JobRecord, err: Error): void {
    job.attemptsMade += 1;
    const { attempts, backoff } = this.retry;
    const details = {
      err,
      queue: queue.name,
      jobId: job.id,
      jobType: job.type,
      attemptsMade: job.attemptsMade,
      attempts,
    };
    if (isUnrecoverable(err) || job.attemptsMade >= attempts) {
      this.options.logger.error(details, 'job failed');
      this.finish(queue, job, queue.failed);
      job.reject(new JobFailedError(job.id, err.message));
    } else if (this.closing) {
      this.options.logger.warn(details, 'job attempt failed while the queue closes: no retry');
      this.drop(queue, job);
    } else {
      const delayMs = retryDelayMs(job.attemptsMade, backoff);
      this.options.logger.warn({ ...details, retryInMs: delayMs }, 'job attempt failed, will retry');
      const retry = () => {
        queue.delayed.delete(job);
        queue.waiting.push(job);
        this.startJobs(queue);
      };
      queue.delayed.set(job, setTimeout(retry, delayMs));
    }
  }

  private finish(queue: QueueState, job: JobRecord, history: FinishedJobHistory<JobRecord>): void {
    queue.live.delete(job.id);
    history.add(job.id, job);
  }

  private drop(queue: QueueState, job: JobRecord): void {
    queue.live.delete(job.id);
    job.reject(new JobQueueClosedError());
  }

  private async stop(): Promise<void> {
    for (const timer of this.timers.splice(0)) clearInterval(timer);
    const queues = Object.values(this.queues);
    let dropped = 0;
    for (const queue of queues) {
      for (const [job, timer] of queue.delayed) {
        clearTimeout(timer);
        this.drop(queue, job);
        dropped += 1;
      }
      queue.delayed.clear();
      for (const job of queue.waiting.splice(0)) {
        this.drop(queue, job);
        dropped += 1;
      }
    }
    if (dropped > 0)
      this.options.logger.warn({ dropped }, 'job queue closed: jobs not started yet are dropped');

    const running = queues.flatMap((queue) =>
      [...queue.active].map((job) => job.outcome.catch(() => undefined)),
    );
    const { timedOut } = await raceTimeout(
      Promise.all(running),
      this.options.closeTimeoutMs ?? DEFAULT_CLOSE_TIMEOUT_MS,
    );
    if (timedOut) {
      this.options.logger.warn(
        { running: running.length },
        'job queue closed before its running jobs finished',
      );
    }
  }
}
