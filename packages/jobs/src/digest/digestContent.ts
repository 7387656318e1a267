import { type Knex } from 'knex';
import {
  type DigestActivity,
  type DigestContent,
  type DigestRecipient,
  type DigestRelease,
} from './digestTypes';

/** At most this many films and people in one digest, so it stays a short read. */
export const DIGEST_LIMITS = { releases: 8, people: 5 } as const;

/**
 * Films on each recipient's watchlist released in the seven days before their local date or coming out
 * in the seven days after, soonest first. The release date comes from the local catalog (catalog_movies),
 * else from the recipient's reminder of the film (reminders, 0071: its date was TMDB's when set), the
 * sources of dates the worker has without a call per film.
 */
async function releases(db: Knex, recipients: DigestRecipient[]): Promise<Map<string, DigestRelease[]>> {
  const { rows } = await db.raw<{ rows: (DigestRelease & { userId: string })[] }>(
    `select x.user_id as "userId", x.movie_id as "movieId", x.title, to_char(x.release_date, 'YYYY-MM-DD') as "releaseDate"
      from (
        select w.user_id, w.movie_id, w.title, d.release_date,
          row_number() over (partition by w.user_id order by d.release_date, w.movie_id) as n
        from unnest(?::uuid[], ?::date[]) as r(user_id, local_date)
        join watchlist_items w on w.user_id = r.user_id
        left join catalog_movies c on c.id = w.movie_id
        left join reminders m on m.user_id = w.user_id and m.movie_id = w.movie_id
        cross join lateral (select coalesce(c.release_date, m.release_date) as release_date) d
        where d.release_date between r.local_date - 7 and r.local_date + 7
      ) x
      where x.n <= ?
      order by x.user_id, x.n`,
    [recipients.map((r) => r.id), recipients.map((r) => r.localDate), DIGEST_LIMITS.releases],
  );
  return groupBy(rows, ({ userId, ...release }) => [userId, release]);
}

/**
 * What each recipient's followees did in the last seven days: films logged on Marquee (public diaries
 * only), reviews written, public lists changed. Followees are those whose profile the recipient may see,
 * the feed's rule (api/src/profiles/viewer.ts shownTo): a handle, public, not hidden, no block either way.
 * The most active people first.
 */
async function activity(
  db: Knex,
  recipients: DigestRecipient[],
  since: Date,
): Promise<Map<string, DigestActivity[]>> {
  const { rows } = await db.raw<{ rows: (DigestActivity & { userId: string })[] }>(
    `select x."userId", x.name, x.handle, x.logged, x.reviewed, x.listed from (
        select a.*, row_number() over (
          partition by a."userId" order by a.logged + a.reviewed + a.listed desc, a.handle) as n
        from (
          select f.follower_id as "userId", u.name, u.handle::text as handle,
            (select count(*)::int from diary_entries d where d.user_id = u.id and d.source = 'marquee'
               and u.diary_visibility = 'public' and d.created_at >= ?) as logged,
            (select count(*)::int from reviews r where r.user_id = u.id and r.created_at >= ?) as reviewed,
            (select count(*)::int from lists l where l.user_id = u.id and l.visibility = 'public'
               and l.hidden_at is null and l.updated_at >= ?) as listed
          from follows f join users u on u.id = f.followee_id
          where f.follower_id = any(?::uuid[])
            and u.handle is not null and u.profile_visibility = 'public' and u.profile_hidden_at is null
            and not exists (select 1 from blocks b
              where (b.blocker_id = f.follower_id and b.blocked_id = u.id)
                 or (b.blocker_id = u.id and b.blocked_id = f.follower_id))
        ) a
        where a.logged + a.reviewed + a.listed > 0
      ) x
      where x.n <= ?
      order by x."userId", x.n`,
    [since, since, since, recipients.map((r) => r.id), DIGEST_LIMITS.people],
  );
  return groupBy(rows, ({ userId, ...person }) => [userId, person]);
}

function groupBy<Row, Item>(rows: Row[], split: (row: Row) => [string, Item]): Map<string, Item[]> {
  const groups = new Map<string, Item[]>();
  for (const row of rows) {
    const [key, item] = split(row);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/** The digest content of a batch of recipients, in two queries whatever the batch size. */
export async function digestContent(
  db: Knex,
  recipients: DigestRecipient[],
  at: Date,
): Promise<Map<string, DigestContent>> {
  const since = new Date(at.getTime() - 7 * 24 * 60 * 60 * 1000);
  const [films, people] = await Promise.all([releases(db, recipients), activity(db, recipients, since)]);
  return new Map(
    recipients.map((r) => [r.id, { releases: films.get(r.id) ?? [], activity: people.get(r.id) ?? [] }]),
  );
}
