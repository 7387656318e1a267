import { SCHEDULED_JOBS, createJobQueue, createJobServices, resumeUnfinishedImports } from '@marquee/jobs';
import { pino } from 'pino';
import { closeOnSignals } from './closeOnSignals';
import { ConfigError, readWorkerConfig, type WorkerConfig } from './config';
import { startHealthServer, type HealthServer } from './healthServer';
import { startWorkers } from './startWorkers';

function configOrExit(): WorkerConfig {
  try {
    return readWorkerConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`worker: ${error.message}`);
    process.exit(1);
  }
}

const config = configOrExit();
const logger = pino({ name: 'worker', level: config.logLevel });
const jobServices = createJobServices(config, logger);
const workers = startWorkers({
  redisUrl: config.redisUrl,
  prefix: config.queuePrefix,
  concurrency: config.concurrency,
  logger,
  services: jobServices.services,
});
let health: HealthServer | undefined;
closeOnSignals(async () => {
  await health?.close();
  const finished = await workers.close(config.shutdownTimeoutMs);
  await jobServices.close();
  return finished;
}, logger);
workers
  .ready()
  .then(async () => {
    const { healthPort } = config;
    if (healthPort) {
      health = await startHealthServer(healthPort, {
        redis: () => workers.ping(),
        database: () => jobServices.services.db.raw('select 1'),
      });
    }
    logger.info(
      { concurrency: config.concurrency, prefix: config.queuePrefix, healthPort },
      'worker started',
    );
    // Imports a stopped worker left half-way go on from their stored rows (the API does the same at its
    // start); the job id keeps one job per import while BullMQ still holds one.
    const queue = createJobQueue({ redisUrl: config.redisUrl, prefix: config.queuePrefix, logger });
    // The repeatable jobs (reminders, the digest); a run that came due while no worker ran runs now.
    await queue
      .schedule(SCHEDULED_JOBS)
      .catch((err: unknown) => logger.warn({ err }, 'scheduled jobs could not be registered'));
    await resumeUnfinishedImports(jobServices.services.db, queue, logger)
      .catch((err: unknown) => logger.warn({ err }, 'unfinished imports could not be resumed'))
      .finally(() => queue.close());
  })
  .catch((err: unknown) => {
    logger.fatal({ err }, 'worker could not start');
    process.exit(1);
  });
