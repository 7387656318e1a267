import { setTimeout as sleep } from 'node:timers/promises';
import { startSmtpPeer, type SmtpPeer } from '@marquee/testing/smtpPeer';
import pg from 'pg';
import { startPostgresServer, type PostgresServer } from './postgresServer';
import { startApi, startWorker, type ProductProcess, type RunningApi } from './productProcess';
import { startRedisServer, type RedisServer } from './redisServer';

/** As in the worker-crash test: a dead worker's job is handed on once its 15 s lock has expired. */
const REDELIVERY_TIMEOUT_MS = 50_000;

/**
 * What a test of a scheduled mail job (reminders, the weekly digest) runs against: its own Postgres,
 * Redis and mail server, an API that migrated the database, and the workers the test starts. Each worker
 * gets its own queue prefix, so its job schedule is new and runs at once.
 */
export interface ScheduledJobStack {
  readonly db: pg.Client;
  readonly databaseUrl: string;
  readonly smtp: SmtpPeer;
  /** Starts a worker on its own queue prefix; stopped after the file's tests. */
  startWorker(queuePrefix: string): Promise<ProductProcess>;
  /** The emails the mail server took for that address. */
  mailsTo(address: string): SmtpPeer['messages'];
  /** Waits until the mail server holds `count` emails, then a little longer for a duplicate to show up. */
  waitForMails(count: number, timeoutMs: number): Promise<void>;
  /**
   * Starts a worker, SIGKILLs it while the mail server holds its first email, and starts another on the
   * same queue; resolves when that one has sent the email, with the time since the kill.
   */
  killWhileSending(queuePrefix: string): Promise<{ redeliveredAfterMs: number }>;
}

export function useScheduledJobStack(apiQueuePrefix: string): ScheduledJobStack {
  let redis: RedisServer;
  let postgres: PostgresServer;
  let smtp: SmtpPeer;
  let api: RunningApi;
  let db: pg.Client;
  const workers: ProductProcess[] = [];

  beforeAll(async () => {
    [redis, postgres, smtp] = await Promise.all([startRedisServer(), startPostgresServer(), startSmtpPeer()]);
    api = await startApi({ DATABASE_URL: postgres.url, REDIS_URL: redis.url, QUEUE_PREFIX: apiQueuePrefix });
    db = new pg.Client({ connectionString: postgres.url });
    await db.connect();
  });

  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.stop()));
    await db?.end();
    await api?.stop();
    await Promise.all([redis?.close(), postgres?.close(), smtp?.close()]);
  });

  const launch = async (queuePrefix: string) => {
    const worker = await startWorker({
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      SMTP_URL: smtp.url,
      PUBLIC_URL: api.url,
      QUEUE_PREFIX: queuePrefix,
    });
    workers.push(worker);
    return worker;
  };

  const waitForMails = async (count: number, timeoutMs: number) => {
    for (const deadline = Date.now() + timeoutMs; smtp.messages.length < count; await sleep(200)) {
      if (Date.now() > deadline)
        throw new Error(`${smtp.messages.length} of ${count} emails within ${timeoutMs} ms`);
    }
    await sleep(3_000);
  };

  return {
    get db() {
      return db;
    },
    get databaseUrl() {
      return postgres.url;
    },
    get smtp() {
      return smtp;
    },
    startWorker: launch,
    mailsTo: (address) => smtp.messages.filter((message) => message.to.includes(address)),
    waitForMails,
    async killWhileSending(queuePrefix) {
      smtp.hold = true;
      const held = smtp.messageHeld();
      const doomed = await launch(queuePrefix);
      await held;
      await doomed.stop('SIGKILL');
      workers.splice(workers.indexOf(doomed), 1);
      const killedAt = Date.now();
      smtp.hold = false;
      const restarted = await launch(queuePrefix);
      await waitForMails(1, REDELIVERY_TIMEOUT_MS);
      const redeliveredAfterMs = Date.now() - killedAt;
      await restarted.stop();
      workers.splice(workers.indexOf(restarted), 1);
      return { redeliveredAfterMs };
    },
  };
}
