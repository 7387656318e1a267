import { type Knex } from 'knex';

/** Whether the JavaScript runtime knows `name` as a time zone. */
function intlKnows(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * Stores the user's time zone when both Intl and Postgres know it as an IANA name (Postgres lists no
 * offsets such as '+02:00', which recent Intl accepts): the digest's run reads the local time
 * in SQL (packages/jobs digest/dueRecipients.ts), where an unknown zone would fail the whole run.
 * Answers false, changing nothing, for a name either of them refuses.
 */
export async function setTimeZone(db: Knex, userId: string, timeZone: string): Promise<boolean> {
  if (!intlKnows(timeZone)) return false;
  const known = await db.raw<{ rows: unknown[] }>('select 1 from pg_timezone_names where name = ?', [
    timeZone,
  ]);
  if (known.rows.length === 0) return false;
  await db('users').where({ id: userId }).whereRaw('time_zone is distinct from ?', [timeZone]).update({
    time_zone: timeZone,
  });
  return true;
}
