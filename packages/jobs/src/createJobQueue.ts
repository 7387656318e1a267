import { BullmqJobQueue } from './bullmqJobQueue';
import { InProcessJobQueue } from './inProcessJobQueue';
import { sharedPoolConcurrency } from './jobServices';
import { processors } from './processors';
import { type JobLogger, type JobQueue, type JobServices } from './types';

export interface CreateJobQueueOptions {
  /** Set: jobs go through BullMQ to the worker process. Unset: the api runs them in process. */
  redisUrl?: string;
  /** Redis key prefix (Redis mode only); must match the worker's. */
  prefix?: string;
  logger: JobLogger;
  /** What the in-process runner gives processors (the worker has its own in Redis mode). */
  services?: JobServices;
}

/** The api's one way to get a job queue, whatever the runtime mode. */
export function createJobQueue({ redisUrl, prefix, logger, services }: CreateJobQueueOptions): JobQueue {
  if (redisUrl) return new BullmqJobQueue({ redisUrl, prefix, logger });
  // Here the jobs share the API's database pool with its requests.
  const poolMax = services?.db.client.config.pool?.max;
  return new InProcessJobQueue({
    processors,
    logger,
    services,
    concurrency: poolMax === undefined ? undefined : sharedPoolConcurrency(poolMax),
  });
}
