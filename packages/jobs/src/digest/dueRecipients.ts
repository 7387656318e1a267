import { type Knex } from 'knex';
import { type DigestRecipient } from './digestTypes';

/** The local hours the digest goes out in: the morning, 07:00 to 11:59 (docs/product.md "Weekly digest"). */
export const MORNING_HOURS = { from: 7, to: 11 } as const;

/** SQL: the ISO week of the local time `l.at`, as '2026-W48'. */
const LOCAL_WEEK = `to_char(l.at, 'IYYY-"W"IW')`;

/**
 * The next `limit` users by id after `afterId` whose digest is due at `at`: a verified email, the digest's
 * email switched on (notification_preferences, 0072: a missing row is on), their local time in the
 * morning, and this local week not yet dealt with (users.digest_week, 0073). Walking the primary key in
 * batches keeps memory flat however many users there are.
 */
export async function dueRecipients(
  db: Knex,
  at: Date,
  afterId: string | undefined,
  limit: number,
): Promise<DigestRecipient[]> {
  const { rows } = await db.raw<{ rows: DigestRecipient[] }>(
    `select u.id, u.name, u.email, u.language, u.unsubscribe_token as "unsubscribeToken",
        ${LOCAL_WEEK} as week, to_char(l.at, 'YYYY-MM-DD') as "localDate"
      from users u
      cross join lateral (select ?::timestamptz at time zone coalesce(u.time_zone, 'UTC') as at) l
      where u.id > coalesce(?::uuid, '00000000-0000-0000-0000-000000000000')
        and u.email_verified_at is not null
        and extract(hour from l.at) between ? and ?
        and u.digest_week is distinct from ${LOCAL_WEEK}
        and not exists (select 1 from notification_preferences p
          where p.user_id = u.id and p.kind = 'weekly-digest' and p.channel = 'email' and not p.enabled)
      order by u.id
      limit ?`,
    [at, afterId ?? null, MORNING_HOURS.from, MORNING_HOURS.to, limit],
  );
  return rows;
}
