import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { createAccounts, emailOf } from './support/accounts';
import { startPostgresServer, type PostgresServer } from './support/postgresServer';
import { startApi, startWorker, type ProductProcess, type RunningApi } from './support/productProcess';
import { startRedisServer, type RedisServer } from './support/redisServer';
import { recordReliability } from './support/results';
import { startSmtpPeer, type SmtpPeer } from '@marquee/testing/smtpPeer';

/** As in the worker-crash test: a dead worker's job is handed on once its 15 s lock has expired. */
const REDELIVERY_TIMEOUT_MS = 50_000;
/** Users due at once in the two-worker run, so the two runs overlap. */
const CROWD = 30;
const FILM = 7001;

let redis: RedisServer;
let postgres: PostgresServer;
let smtp: SmtpPeer;
let api: RunningApi;
let db: pg.Client;
const workers: ProductProcess[] = [];
let workerEnv: NodeJS.ProcessEnv;

beforeAll(async () => {
  [redis, postgres, smtp] = await Promise.all([startRedisServer(), startPostgresServer(), startSmtpPeer()]);
  api = await startApi({ DATABASE_URL: postgres.url, REDIS_URL: redis.url, QUEUE_PREFIX: 'digest' });
  workerEnv = { DATABASE_URL: postgres.url, REDIS_URL: redis.url, SMTP_URL: smtp.url, PUBLIC_URL: api.url };
  db = new pg.Client({ connectionString: postgres.url });
  await db.connect();
  await db.query(
    `insert into catalog_movies (id, title, original_title, dataset, release_date)
     values ($1, 'Film out today', 'Film out today', 'test', current_date)`,
    [FILM],
  );
});

afterAll(async () => {
  await Promise.all(workers.map((worker) => worker.stop()));
  await db?.end();
  await api?.stop();
  await Promise.all([redis?.close(), postgres?.close(), smtp?.close()]);
});

/** A fixed-offset IANA zone where it is `hour` o'clock now (Etc/GMT-2 is UTC+2: the sign is POSIX's). */
function zoneAtHour(hour: number): string {
  let offset = (hour - new Date().getUTCHours() + 24) % 24;
  if (offset > 14) offset -= 24;
  return offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

/** `count` verified accounts `prefix`-n whose digest is due now: their morning, a film out today on the watchlist. */
async function dueAccounts(prefix: string, count: number) {
  await createAccounts(postgres.url, prefix, count);
  await db.query(`update users set time_zone = $2 where email like $1 || '-%@example.com'`, [
    prefix,
    zoneAtHour(9),
  ]);
  await db.query(
    `insert into watchlist_items (user_id, movie_id, title)
     select id, $2::int, 'Film out today' from users where email like $1 || '-%@example.com'`,
    [prefix, FILM],
  );
}

const mailsTo = (address: string) => smtp.messages.filter((message) => message.to.includes(address));

async function waitForMails(count: number, timeoutMs: number): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; smtp.messages.length < count; await sleep(200)) {
    if (Date.now() > deadline)
      throw new Error(`${smtp.messages.length} of ${count} emails within ${timeoutMs} ms`);
  }
  // Room for a duplicate to show up.
  await sleep(3_000);
}

test('a worker killed while sending a digest: after a restart the digest arrives exactly once', async () => {
  await dueAccounts('killed', 1);
  smtp.hold = true;
  const held = smtp.messageHeld();
  // A new schedule runs at once: the worker sends the digest and the mail server keeps it waiting.
  const env = { ...workerEnv, QUEUE_PREFIX: 'digest-kill' };
  workers.push(await startWorker(env));
  await held;
  await workers.pop()!.stop('SIGKILL');
  const killedAt = Date.now();
  smtp.hold = false;

  workers.push(await startWorker(env));
  await waitForMails(1, REDELIVERY_TIMEOUT_MS);
  const redeliveredAfterMs = Date.now() - killedAt;

  expect(smtp.abandoned).toBe(1);
  expect(mailsTo(emailOf('killed', 0)).map((mail) => mail.subject)).toEqual(['Your week on Marquee']);
  const { rows } = await db.query(
    "select count(*)::int as n from email_deliveries where kind = 'weekly-digest'",
  );
  expect(rows[0].n).toBe(1);
  await workers.pop()!.stop();

  recordReliability('digest-worker-crash', { abandonedByTheKill: smtp.abandoned, redeliveredAfterMs }, [
    {
      check: 'Worker SIGKILLed while sending a weekly digest',
      outcome: `survived: the run went on in the restarted worker and the digest arrived exactly once (${(redeliveredAfterMs / 1000).toFixed(0)} s after the kill)`,
    },
  ]);
});

test('two workers running the digest at once send each user one digest', async () => {
  smtp.messages.length = 0;
  await dueAccounts('crowd', CROWD);
  // Two deployments' workers on one database (each its own queue prefix, so each schedule runs at once).
  workers.push(
    ...(await Promise.all([
      startWorker({ ...workerEnv, QUEUE_PREFIX: 'digest-a' }),
      startWorker({ ...workerEnv, QUEUE_PREFIX: 'digest-b' }),
    ])),
  );
  await waitForMails(CROWD, 60_000);

  for (let n = 0; n < CROWD; n += 1) {
    expect(mailsTo(emailOf('crowd', n)).map((mail) => mail.subject)).toEqual(['Your week on Marquee']);
  }
  expect(smtp.messages).toHaveLength(CROWD);

  recordReliability('digest-two-workers', { users: CROWD, delivered: smtp.messages.length }, [
    {
      check: 'Two workers run the weekly digest at once',
      outcome: `survived: ${CROWD} users due, each emailed one digest`,
    },
  ]);
});
