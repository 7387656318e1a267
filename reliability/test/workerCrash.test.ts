import { setTimeout as sleep } from 'node:timers/promises';
import { PASSWORD } from './support/accounts';
import { verificationDeliveries } from './support/emailDeliveries';
import { startPostgresServer, type PostgresServer } from './support/postgresServer';
import { startApi, startWorker, type ProductProcess, type RunningApi } from './support/productProcess';
import { startRedisServer, type RedisServer } from './support/redisServer';
import { recordReliability } from './support/results';
import { startSmtpPeer, type SmtpPeer } from '@marquee/testing/smtpPeer';

const RECIPIENT = 'crash-survivor@example.com';
/** BullMQ hands a dead worker's job on once its lock (15 s, worker/src/startWorkers.ts) has expired and a
 * stalled-job check ran: within 30 s, with room for the restart; BullMQ's defaults would take up to 60 s. */
const REDELIVERY_TIMEOUT_MS = 50_000;

let redis: RedisServer;
let postgres: PostgresServer;
let smtp: SmtpPeer;
let api: RunningApi;
const workers: ProductProcess[] = [];
let workerEnv: NodeJS.ProcessEnv;

beforeAll(async () => {
  [redis, postgres, smtp] = await Promise.all([startRedisServer(), startPostgresServer(), startSmtpPeer()]);
  const shared = {
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    SMTP_URL: smtp.url,
    QUEUE_PREFIX: 'reliability',
  };
  api = await startApi(shared);
  workerEnv = { ...shared, PUBLIC_URL: api.url };
});

afterAll(async () => {
  await Promise.all(workers.map((worker) => worker.stop()));
  await api?.stop();
  await Promise.all([redis?.close(), postgres?.close(), smtp?.close()]);
});

test('a worker killed while the mail server holds its answer: after a restart the email arrives exactly once', async () => {
  workers.push(await startWorker(workerEnv));
  smtp.hold = true;
  const held = smtp.messageHeld();
  const registered = await fetch(`${api.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Crash Survivor', email: RECIPIENT, password: PASSWORD }),
  });
  expect(registered.status).toBe(201);
  await held;
  await workers[0]!.stop('SIGKILL');
  const killedAt = Date.now();
  smtp.hold = false;

  workers.push(await startWorker(workerEnv));
  for (const deadline = killedAt + REDELIVERY_TIMEOUT_MS; smtp.messages.length === 0; await sleep(200)) {
    if (Date.now() > deadline)
      throw new Error(`the email was not delivered within ${REDELIVERY_TIMEOUT_MS} ms`);
  }
  const redeliveredAfterMs = Date.now() - killedAt;
  // Room for a duplicate to show up.
  await sleep(3_000);

  expect(smtp.abandoned).toBe(1);
  expect(smtp.messages).toEqual([
    expect.objectContaining({ messageId: expect.stringMatching(/^<.+>$/), to: [RECIPIENT] }),
  ]);
  expect(await verificationDeliveries(postgres.url)).toBe(1);

  recordReliability(
    'worker-crash',
    { abandonedByTheKill: smtp.abandoned, delivered: smtp.messages.length, redeliveredAfterMs },
    [
      {
        check: 'Worker SIGKILLed mid email job',
        outcome: `survived: the job ran again on the restarted worker and the email arrived exactly once (${(redeliveredAfterMs / 1000).toFixed(0)} s after the kill)`,
      },
    ],
  );
});
