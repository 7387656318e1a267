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
/** Reminders due at once in the two-worker run, so the two runs overlap. */
const CROWD = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A day relative to today, as the reminders job counts days (UTC). */
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

let redis: RedisServer;
let postgres: PostgresServer;
let smtp: SmtpPeer;
let api: RunningApi;
let db: pg.Client;
const workers: ProductProcess[] = [];
let workerEnv: NodeJS.ProcessEnv;

beforeAll(async () => {
  [redis, postgres, smtp] = await Promise.all([startRedisServer(), startPostgresServer(), startSmtpPeer()]);
  api = await startApi({ DATABASE_URL: postgres.url, REDIS_URL: redis.url, QUEUE_PREFIX: 'reminders' });
  workerEnv = { DATABASE_URL: postgres.url, REDIS_URL: redis.url, SMTP_URL: smtp.url, PUBLIC_URL: api.url };
  db = new pg.Client({ connectionString: postgres.url });
  await db.connect();
});

afterAll(async () => {
  await Promise.all(workers.map((worker) => worker.stop()));
  await db?.end();
  await api?.stop();
  await Promise.all([redis?.close(), postgres?.close(), smtp?.close()]);
});

/** A reminder of film `movieId` for each account `prefix`-0..count-1 (docs/product.md "Notifications"). */
async function remind(
  prefix: string,
  count: number,
  movieId: number,
  releaseDate: string,
  weekBefore = false,
) {
  await db.query(
    `insert into reminders (user_id, movie_id, title, release_date, week_before)
     select id, $2::int, 'Film ' || $2::text, $3::date, $4::boolean from users where email like $1 || '-%@example.com'
     and split_part(split_part(email, '-', 2), '@', 1)::int < $5::int`,
    [prefix, movieId, releaseDate, weekBefore, count],
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

test('a worker killed while sending a reminder: after a restart the reminder arrives exactly once', async () => {
  await createAccounts(postgres.url, 'killed', 1);
  await remind('killed', 1, 101, day(0));
  smtp.hold = true;
  const held = smtp.messageHeld();
  // A new schedule runs at once: the worker sends the reminder and the mail server keeps it waiting.
  const env = { ...workerEnv, QUEUE_PREFIX: 'reminders-kill' };
  workers.push(await startWorker(env));
  await held;
  await workers.pop()!.stop('SIGKILL');
  const killedAt = Date.now();
  smtp.hold = false;

  const restarted = await startWorker(env);
  workers.push(restarted);
  await waitForMails(1, REDELIVERY_TIMEOUT_MS);
  const redeliveredAfterMs = Date.now() - killedAt;

  expect(smtp.abandoned).toBe(1);
  expect(mailsTo(emailOf('killed', 0)).map((mail) => mail.subject)).toEqual(['Film 101 is out today']);
  const { rows } = await db.query(
    "select count(*)::int as n from email_deliveries where kind = 'release-reminder'",
  );
  expect(rows[0].n).toBe(1);
  await workers.pop()!.stop();

  recordReliability('reminder-worker-crash', { abandonedByTheKill: smtp.abandoned, redeliveredAfterMs }, [
    {
      check: 'Worker SIGKILLed while sending a release reminder',
      outcome: `survived: the run went on in the restarted worker and the reminder arrived exactly once (${(redeliveredAfterMs / 1000).toFixed(0)} s after the kill)`,
    },
  ]);
});

test('two workers running reminders at once send each once; a missed one is caught up, a stale one dropped', async () => {
  smtp.messages.length = 0;
  await createAccounts(postgres.url, 'crowd', CROWD);
  await remind('crowd', CROWD, 201, day(0));
  // Missed: the workers were down on its release day, yesterday.
  await remind('crowd', 1, 202, day(-1));
  // Stale: released a week ago.
  await remind('crowd', 1, 203, day(-7));
  await remind('crowd', 1, 204, day(7), true);

  // Two deployments' workers on one database (each its own queue prefix, so each schedule runs at once).
  workers.push(
    ...(await Promise.all([
      startWorker({ ...workerEnv, QUEUE_PREFIX: 'reminders-a' }),
      startWorker({ ...workerEnv, QUEUE_PREFIX: 'reminders-b' }),
    ])),
  );
  await waitForMails(CROWD + 2, 60_000);

  for (let n = 0; n < CROWD; n += 1) {
    const subjects = mailsTo(emailOf('crowd', n)).map((mail) => mail.subject);
    const expected =
      n === 0
        ? ['Film 201 is out today', 'Film 202 is out', 'Film 204 comes out soon']
        : ['Film 201 is out today'];
    expect(subjects.sort()).toEqual(expected);
  }
  expect(smtp.messages).toHaveLength(CROWD + 2);
  const stale = await db.query(
    "select count(*)::int as n from notifications where id like 'reminder-release-%-203'",
  );
  expect(stale.rows[0].n).toBe(0);

  recordReliability('reminders-two-workers', { reminders: CROWD + 2, delivered: smtp.messages.length }, [
    {
      check: 'Two workers run the reminders at once; one missed, one stale',
      outcome: `survived: ${CROWD + 2} reminders, each emailed once; the missed one caught up, the stale one dropped`,
    },
  ]);
});
