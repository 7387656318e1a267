import {
  createJobServices,
  processors,
  runProcessor,
  workerConnection,
  type JobServicesConfig,
  type QueueName,
} from '@marquee/jobs';
import { recordingLogger } from '@marquee/jobs/testing';
import { Worker } from 'bullmq';

export interface InTestWorker {
  close(): Promise<void>;
}

/**
 * What the worker process runs, inside the test: a BullMQ worker on one queue with the shared processors
 * and its own services (database pool, mailer, AI engine), under the prefix the api enqueues with.
 */
export async function startInTestWorker(
  queue: QueueName,
  { redisUrl, prefix }: { redisUrl: string; prefix: string },
  config: JobServicesConfig,
): Promise<InTestWorker> {
  const jobServices = createJobServices(config, recordingLogger());
  const context = {
    logger: recordingLogger(),
    processedBy: 'bullmq-worker' as const,
    services: jobServices.services,
  };
  const worker = new Worker(queue, (job) => runProcessor(processors, job.name, job.data, context), {
    connection: workerConnection(redisUrl),
    prefix,
  });
  await worker.waitUntilReady();
  return {
    async close() {
      await worker.close();
      await jobServices.close();
    },
  };
}
