import { type Job, Queue, QueueEvents } from 'bullmq';
import { JobFailedError, JobQueueClosedError, JobQueueUnavailableError, JobTimeoutError } from './errors';
import { BULLMQ_JOB_OPTIONS, DEFAULT_QUEUE_PREFIX, DEFAULT_WAIT_TIMEOUT_MS, queueFor } from './jobOptions';
import { raceTimeout } from './raceTimeout';
import { producerConnection, workerConnection } from './redisConnection';
import {
  QUEUE_NAMES,
  type EnqueueOptions,
  type JobLogger,
  type JobPayload,
  type JobQueue,
  type JobResult,
  type JobType,
  type QueueCounts,
  type QueueName,
  type ScheduledJob,
} from './types';

export interface BullmqJobQueueOptions {
  redisUrl: string;
  /** Redis key prefix; the worker must use the same. Tests pass a unique one per run. */
  prefix?: string;
  logger: JobLogger;
}

/**
 * How long an enqueue waits for a first connection. BullMQ itself would wait forever, and the offline
 * queue being off only makes commands fail fast once a connection has been made.
 */
const CONNECT_TIMEOUT_MS = 2000;

/** Our deadline gives a typed JobTimeoutError; BullMQ's own, a little later, only removes its listeners. */
const LISTENER_CLEANUP_GRACE_MS = 1000;

/** Failed jobs read and retried per round trip. */
const RETRY_BATCH = 100;

/** The id of a stream's newest entry ('0-0' when empty); BullMQ's client interface has no XREVRANGE. */
const LAST_EVENT_ID = 'marqueeLastEventId';
const LAST_EVENT_ID_LUA = `local last = redis.call('XREVRANGE', KEYS[1], '+', '-', 'COUNT', 1)
return last[1] and last[1][1] or '0-0'`;

/** The producer side of the Redis mode: jobs go to BullMQ queues and the worker process runs them. */
export class BullmqJobQueue implements JobQueue {
  readonly mode = 'bullmq-worker' as const;
  /**
   * Opened on first use: an api that enqueues nothing holds no producer connection, and is not left closing
   * one that never connected (BullMQ then reports the refused connection after its listeners are gone).
   */
  private readonly queues = new Map<QueueName, Queue>();
  /** One blocking connection each, so they are opened only for queues someone waits on. */
  private readonly queueEvents = new Map<QueueName, Promise<QueueEvents>>();
  private closing: Promise<void> | undefined;

  constructor(private readonly options: BullmqJobQueueOptions) {}

  async enqueue<T extends JobType>(
    type: T,
    payload: JobPayload<T>,
    options?: EnqueueOptions,
  ): Promise<{ id: string }> {
    const job = await this.add(type, payload, options);
    return { id: job.id! };
  }

  async enqueueAndWait<T extends JobType>(
    type: T,
    payload: JobPayload<T>,
    options: EnqueueOptions & { timeoutMs?: number } = {},
  ): Promise<JobResult<T>> {
    const timeoutMs = options.timeoutMs ?? DEFAULT_WAIT_TIMEOUT_MS;
    const name = queueFor(type, options.queue);
    await this.ready(name);
    // Listening starts before the job exists, so a job finished at once still has its event heard.
    const events = await this.eventsOf(name);
    const job = await this.add(type, payload, options);
    const jobId = job.id!;
    const finished = job.waitUntilFinished(events, timeoutMs + LISTENER_CLEANUP_GRACE_MS);
    try {
      const outcome = await raceTimeout(finished as Promise<JobResult<T>>, timeoutMs);
      if (outcome.timedOut) throw new JobTimeoutError(jobId, timeoutMs);
      return outcome.value;
    } catch (error) {
      if (error instanceof JobTimeoutError) throw error;
      // Closing the queue rejects every wait in progress.
      if (this.closing) throw new JobQueueClosedError();
      throw new JobFailedError(jobId, error instanceof Error ? error.message : String(error));
    }
  }

  async counts(): Promise<Record<QueueName, QueueCounts>> {
    const entries = await Promise.all(
      QUEUE_NAMES.map(async (name) => [name, await this.countsOf(this.queue(name))] as const),
    );
    return Object.fromEntries(entries) as Record<QueueName, QueueCounts>;
  }

  /**
   * Job by job rather than Queue.retryJobs, which keeps each job's attemptsMade (a job that used up its
   * attempts would get none back). Bounded by the failed count at the start, so jobs failing again while
   * this runs are left for the next call.
   */
  async retryFailed(name: QueueName): Promise<number> {
    await this.ready(name);
    const queue = this.queue(name);
    let remaining = await queue.getFailedCount();
    let retried = 0;
    while (remaining > 0) {
      const batch = await queue.getFailed(0, Math.min(remaining, RETRY_BATCH) - 1);
      if (batch.length === 0) break;
      await Promise.all(batch.map((job) => job.retry('failed', { resetAttemptsMade: true })));
      retried += batch.length;
      remaining -= batch.length;
    }
    return retried;
  }

  /**
   * One BullMQ job scheduler per job: upserting the same id again (every worker does at its start) keeps
   * one, and each repetition is one job whoever runs it. A new scheduler's first job runs at once; the
   * repetition that came due while no worker ran waits in Redis and runs as soon as one starts.
   * @see https://docs.bullmq.io/guide/job-schedulers
   */
  async schedule(jobs: readonly ScheduledJob[]): Promise<void> {
    for (const { id, type, everyMs } of jobs) {
      const name = queueFor(type);
      await this.ready(name);
      await this.queue(name).upsertJobScheduler(id, { every: everyMs }, { name: type, data: {} });
    }
  }

  close(): Promise<void> {
    this.closing ??= Promise.all([
      ...[...this.queues.values()].map((queue) => queue.close()),
      ...[...this.queueEvents.values()].map((events) =>
        events.then(
          (open) => open.close(),
          () => undefined,
        ),
      ),
    ]).then(() => undefined);
    return this.closing;
  }

  private get prefix(): string {
    return this.options.prefix ?? DEFAULT_QUEUE_PREFIX;
  }

  private async add<T extends JobType>(
    type: T,
    payload: JobPayload<T>,
    options?: EnqueueOptions,
  ): Promise<Job> {
    const name = queueFor(type, options?.queue);
    await this.ready(name);
    return this.queue(name).add(type, payload, { jobId: options?.jobId });
  }

  private queue(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, {
        connection: producerConnection(this.options.redisUrl),
        prefix: this.prefix,
        defaultJobOptions: BULLMQ_JOB_OPTIONS,
      });
      queue.on('error', this.logRedisError(name));
      // Each enqueueAndWait in progress holds a 'closing' listener (BullMQ's waitUntilFinished), removed when
      // it ends: a busy api legitimately has more than the default warning threshold of 10.
      queue.setMaxListeners(0);
      this.queues.set(name, queue);
    }
    return queue;
  }

  private async ready(name: QueueName): Promise<void> {
    if (this.closing) throw new JobQueueClosedError();
    const connected = await raceTimeout(this.queue(name).waitUntilReady(), CONNECT_TIMEOUT_MS);
    if (connected.timedOut || connected.value.status !== 'ready') throw new JobQueueUnavailableError();
  }

  private eventsOf(name: QueueName): Promise<QueueEvents> {
    let events = this.queueEvents.get(name);
    if (!events) {
      events = this.openEvents(name);
      this.queueEvents.set(name, events);
      // A failed open is tried again by the next wait rather than remembered.
      events.catch(() => this.queueEvents.delete(name));
    }
    return events;
  }

  /**
   * BullMQ's QueueEvents reads from '$' by default, so an event written before its first read reaches Redis
   * is lost. Reading on from the stream's current last entry instead misses nothing written after this call.
   */
  private async openEvents(name: QueueName): Promise<QueueEvents> {
    const queue = this.queue(name);
    const client = await queue.client;
    client.defineCommand(LAST_EVENT_ID, { numberOfKeys: 1, lua: LAST_EVENT_ID_LUA, readOnly: true });
    const lastEventId = (await client.runCommand(LAST_EVENT_ID, [queue.keys.events])) as string;
    const events = new QueueEvents(name, {
      connection: workerConnection(this.options.redisUrl),
      prefix: this.prefix,
      lastEventId,
    });
    events.on('error', this.logRedisError(name));
    return events;
  }

  private logRedisError(queue: QueueName): (err: Error) => void {
    return (err) => this.options.logger.error({ err, queue }, 'job queue redis error');
  }

  private async countsOf(queue: Queue): Promise<QueueCounts> {
    const counts = await queue.getJobCounts(
      'waiting',
      'paused',
      'prioritized',
      'active',
      'delayed',
      'completed',
      'failed',
    );
    const count = (state: string) => counts[state] ?? 0;
    return {
      // Paused and prioritized jobs are waiting too, from a caller's point of view.
      waiting: count('waiting') + count('paused') + count('prioritized'),
      active: count('active'),
      delayed: count('delayed'),
      completed: count('completed'),
      failed: count('failed'),
    };
  }
}
