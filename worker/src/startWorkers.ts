import {
  DEFAULT_CONCURRENCY,
  DEFAULT_QUEUE_PREFIX,
  QUEUE_NAMES,
  processors,
  raceTimeout,
  runProcessor,
  workerConnection,
  type JobLogger,
  type JobServices,
  type ProcessorContext,
  type QueueName,
} from '@marquee/jobs';
import { Worker } from 'bullmq';

export interface StartWorkersOptions {
  redisUrl: string;
  /** Must match the prefix the api enqueues with. */
  prefix?: string;
  logger: JobLogger;
  concurrency?: Record<QueueName, number>;
  /** The database and mailer the email jobs need. */
  services?: JobServices;
}

export interface RunningWorkers {
  /** Resolves once every worker is connected to Redis. */
  ready(): Promise<void>;
  /** Rejects unless every worker is running and its Redis connection answers. */
  ping(): Promise<void>;
  /**
   * Stops taking jobs and waits up to timeoutMs for the active ones; false when some did not finish (they
   * stay locked in Redis until BullMQ's stalled-job check hands them to another worker).
   */
  close(timeoutMs: number): Promise<boolean>;
}

/** One BullMQ Worker per queue, each with its own concurrency, all running the shared processors. */
export function startWorkers({
  redisUrl,
  prefix = DEFAULT_QUEUE_PREFIX,
  logger,
  concurrency = DEFAULT_CONCURRENCY,
  services,
}: StartWorkersOptions): RunningWorkers {
  const context: ProcessorContext = { logger, processedBy: 'bullmq-worker', services };
  const workers = QUEUE_NAMES.map((queue) => {
    const worker = new Worker(queue, (job) => runProcessor(processors, job.name, job.data, context), {
      connection: workerConnection(redisUrl),
      prefix,
      concurrency: concurrency[queue],
      // A job whose worker died (crash, SIGKILL) runs again within about 15-30 s instead of BullMQ's
      // default minute; a live worker renews its lock every 7.5 s, which costs Redis next to nothing.
      lockDuration: 15_000,
      stalledInterval: 15_000,
    });
    logProblems(worker, queue, logger);
    return worker;
  });

  return {
    async ready() {
      await Promise.all(workers.map((worker) => worker.waitUntilReady()));
    },
    async ping() {
      await Promise.all(
        workers.map(async (worker) => {
          if (!worker.isRunning()) throw new Error(`the ${worker.name} worker is not running`);
          await (await worker.client).runCommand('ping', []);
        }),
      );
    },
    async close(timeoutMs) {
      const { timedOut } = await raceTimeout(Promise.all(workers.map((worker) => worker.close())), timeoutMs);
      if (timedOut) {
        logger.warn({ timeoutMs }, 'active jobs did not finish in time: BullMQ will run them again');
      }
      return !timedOut;
    },
  };
}

/** Payloads may hold personal data (BullMQ keeps them in clear text): logs carry ids and names only. */
function logProblems(worker: Worker, queue: QueueName, logger: JobLogger): void {
  worker.on('failed', (job, err) => {
    const details = { err, queue, jobId: job?.id, jobType: job?.name, attemptsMade: job?.attemptsMade };
    // BullMQ sets finishedOn only when the job will not be retried.
    if (!job || job.finishedOn) logger.error(details, 'job failed');
    else logger.warn(details, 'job attempt failed, will retry');
  });
  worker.on('stalled', (jobId) => {
    logger.warn({ queue, jobId }, 'job stalled (its worker stopped renewing the lock): it will run again');
  });
  worker.on('error', (err) => logger.error({ err, queue }, 'worker error'));
}
