import { type JobServicesConfig, type QueueName } from '@marquee/jobs';
import { removeQueues, uniqueQueuePrefix } from '@marquee/jobs/testing';
import { Queue } from 'bullmq';
import { type App } from '../../src/app';
import { startInTestWorker, type InTestWorker } from './inTestWorker';
import { buildTestApp } from './testApp';
import { createTestDatabase, type TestDatabase } from './testDatabase';

/** What a suite adds to the api's settings (SMTP_URL) and the worker's (smtpUrl). */
export interface AppWithWorkerSettings {
  env?: NodeJS.ProcessEnv;
  worker?: Partial<JobServicesConfig>;
}

export interface AppWithWorkerOptions {
  /** Read in beforeAll, after the suite's own beforeAll (a mail peer's address is known only then). */
  settings?: () => AppWithWorkerSettings;
  /** Data the worker's jobs need, written before it starts. */
  seed?: (app: App) => Promise<void>;
}

export interface AppWithWorker {
  readonly app: App;
  /** Runs `use` with `queue` as the api and the worker see it (the suite's prefix), closed after. */
  withQueue<T>(queue: QueueName, use: (queue: Queue) => Promise<T>): Promise<T>;
}

/**
 * The api in the Redis mode and a BullMQ worker on `queue`, as a deployment runs them, for one test file:
 * a database and queues of its own (no other worker on this Redis takes these jobs), all closed and
 * removed after the last test.
 */
export function useAppWithWorker(
  redisUrl: string,
  queue: QueueName,
  { settings = () => ({}), seed }: AppWithWorkerOptions = {},
): AppWithWorker {
  const prefix = uniqueQueuePrefix();
  let database: TestDatabase | undefined;
  let app: App | undefined;
  let worker: InTestWorker | undefined;

  beforeAll(async () => {
    const { env, worker: workerSettings } = settings();
    database = await createTestDatabase();
    app = await buildTestApp(database.url, { ...env, REDIS_URL: redisUrl, QUEUE_PREFIX: prefix });
    await seed?.(app);
    worker = await startInTestWorker(
      queue,
      { redisUrl, prefix },
      {
        databaseUrl: database.url,
        mailFrom: 'Marquee <mail@marquee.test>',
        publicUrl: 'http://localhost:8080',
        ai: {},
        ...workerSettings,
      },
    );
  });

  afterAll(async () => {
    await worker?.close();
    await app?.close();
    await database?.drop();
    await removeQueues(redisUrl, prefix);
  });

  return {
    get app() {
      if (!app) throw new Error('the test app is built in beforeAll');
      return app;
    },
    async withQueue(name, use) {
      const opened = new Queue(name, { connection: { url: redisUrl }, prefix });
      try {
        return await use(opened);
      } finally {
        await opened.close();
      }
    },
  };
}
