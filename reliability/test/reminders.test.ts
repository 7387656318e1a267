import { createAccounts, emailOf } from './support/accounts';
import { recordReliability } from './support/results';
import { useScheduledJobStack } from './support/scheduledJobStack';

/** Reminders due at once in the two-worker run, so the two runs overlap. */
const CROWD = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A day relative to today, as the reminders job counts days (UTC). */
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

const stack = useScheduledJobStack('reminders');

/** A reminder of film `movieId` for each account `prefix`-0..count-1 (docs/product.md "Notifications"). */
async function remind(
  prefix: string,
  count: number,
  movieId: number,
  releaseDate: string,
  weekBefore = false,
) {
  await stack.db.query(
    `insert into reminders (user_id, movie_id, title, release_date, week_before)
     select id, $2::int, 'Film ' || $2::text, $3::date, $4::boolean from users where email like $1 || '-%@example.com'
     and split_part(split_part(email, '-', 2), '@', 1)::int < $5::int`,
    [prefix, movieId, releaseDate, weekBefore, count],
  );
}

test('a worker killed while sending a reminder: after a restart the reminder arrives exactly once', async () => {
  await createAccounts(stack.databaseUrl, 'killed', 1);
  await remind('killed', 1, 101, day(0));
  const { redeliveredAfterMs } = await stack.killWhileSending('reminders-kill');

  expect(stack.smtp.abandoned).toBe(1);
  expect(stack.mailsTo(emailOf('killed', 0)).map((mail) => mail.subject)).toEqual(['Film 101 is out today']);
  const { rows } = await stack.db.query(
    "select count(*)::int as n from email_deliveries where kind = 'release-reminder'",
  );
  expect(rows[0].n).toBe(1);

  recordReliability(
    'reminder-worker-crash',
    { abandonedByTheKill: stack.smtp.abandoned, redeliveredAfterMs },
    [
      {
        check: 'Worker SIGKILLed while sending a release reminder',
        outcome: `survived: the run went on in the restarted worker and the reminder arrived exactly once (${(redeliveredAfterMs / 1000).toFixed(0)} s after the kill)`,
      },
    ],
  );
});

test('two workers running reminders at once send each once; a missed one is caught up, a stale one dropped', async () => {
  stack.smtp.messages.length = 0;
  await createAccounts(stack.databaseUrl, 'crowd', CROWD);
  await remind('crowd', CROWD, 201, day(0));
  // Missed: the workers were down on its release day, yesterday.
  await remind('crowd', 1, 202, day(-1));
  // Stale: released a week ago.
  await remind('crowd', 1, 203, day(-7));
  await remind('crowd', 1, 204, day(7), true);

  // Two deployments' workers on one database.
  await Promise.all([stack.startWorker('reminders-a'), stack.startWorker('reminders-b')]);
  await stack.waitForMails(CROWD + 2, 60_000);

  for (let n = 0; n < CROWD; n += 1) {
    const subjects = stack.mailsTo(emailOf('crowd', n)).map((mail) => mail.subject);
    const expected =
      n === 0
        ? ['Film 201 is out today', 'Film 202 is out', 'Film 204 comes out soon']
        : ['Film 201 is out today'];
    expect(subjects.sort()).toEqual(expected);
  }
  expect(stack.smtp.messages).toHaveLength(CROWD + 2);
  const stale = await stack.db.query(
    "select count(*)::int as n from notifications where id like 'reminder-release-%-203'",
  );
  expect(stale.rows[0].n).toBe(0);

  recordReliability(
    'reminders-two-workers',
    { reminders: CROWD + 2, delivered: stack.smtp.messages.length },
    [
      {
        check: 'Two workers run the reminders at once; one missed, one stale',
        outcome: `survived: ${CROWD + 2} reminders, each emailed once; the missed one caught up, the stale one dropped`,
      },
    ],
  );
});
