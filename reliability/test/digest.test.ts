import { createAccounts, emailOf } from './support/accounts';
import { recordReliability } from './support/results';
import { useScheduledJobStack } from './support/scheduledJobStack';

/** Users due at once in the two-worker run, so the two runs overlap. */
const CROWD = 30;
const FILM = 7001;

const stack = useScheduledJobStack('digest');

beforeAll(async () => {
  await stack.db.query(
    `insert into catalog_movies (id, title, original_title, dataset, release_date)
     values ($1, 'Film out today', 'Film out today', 'test', current_date)`,
    [FILM],
  );
});

/** A fixed-offset IANA zone where it is `hour` o'clock now (Etc/GMT-2 is UTC+2: the sign is POSIX's). */
function zoneAtHour(hour: number): string {
  let offset = (hour - new Date().getUTCHours() + 24) % 24;
  if (offset > 14) offset -= 24;
  return offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

/** `count` verified accounts `prefix`-n whose digest is due now: their morning, a film out today on the watchlist. */
async function dueAccounts(prefix: string, count: number) {
  await createAccounts(stack.databaseUrl, prefix, count);
  await stack.db.query(`update users set time_zone = $2 where email like $1 || '-%@example.com'`, [
    prefix,
    zoneAtHour(9),
  ]);
  await stack.db.query(
    `insert into watchlist_items (user_id, movie_id, title)
     select id, $2::int, 'Film out today' from users where email like $1 || '-%@example.com'`,
    [prefix, FILM],
  );
}

test('a worker killed while sending a digest: after a restart the digest arrives exactly once', async () => {
  await dueAccounts('killed', 1);
  const { redeliveredAfterMs } = await stack.killWhileSending('digest-kill');

  expect(stack.smtp.abandoned).toBe(1);
  expect(stack.mailsTo(emailOf('killed', 0)).map((mail) => mail.subject)).toEqual(['Your week on Marquee']);
  const { rows } = await stack.db.query(
    "select count(*)::int as n from email_deliveries where kind = 'weekly-digest'",
  );
  expect(rows[0].n).toBe(1);

  recordReliability('digest-worker-crash', { abandonedByTheKill: stack.smtp.abandoned, redeliveredAfterMs }, [
    {
      check: 'Worker SIGKILLed while sending a weekly digest',
      outcome: `survived: the run went on in the restarted worker and the digest arrived exactly once (${(redeliveredAfterMs / 1000).toFixed(0)} s after the kill)`,
    },
  ]);
});

test('two workers running the digest at once send each user one digest', async () => {
  stack.smtp.messages.length = 0;
  await dueAccounts('crowd', CROWD);
  // Two deployments' workers on one database.
  await Promise.all([stack.startWorker('digest-a'), stack.startWorker('digest-b')]);
  await stack.waitForMails(CROWD, 60_000);

  for (let n = 0; n < CROWD; n += 1) {
    expect(stack.mailsTo(emailOf('crowd', n)).map((mail) => mail.subject)).toEqual(['Your week on Marquee']);
  }
  expect(stack.smtp.messages).toHaveLength(CROWD);

  recordReliability('digest-two-workers', { users: CROWD, delivered: stack.smtp.messages.length }, [
    {
      check: 'Two workers run the weekly digest at once',
      outcome: `survived: ${CROWD} users due, each emailed one digest`,
    },
  ]);
});
