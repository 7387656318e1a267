import { type UserStats } from '@marquee/contracts';
import { type Knex } from 'knex';
import { onlyRow } from '../db/onlyRow';

/**
 * The profile's Statistics in one round trip: reviews from the count migration 0030 keeps on the user's
 * row (the one the admin's top reviewers read), the watchlist counted through its user index.
 */
export async function userStats(db: Knex, userId: string): Promise<UserStats> {
  const { rows } = await db.raw<{ rows: UserStats[] }>(
    `select review_count as "reviewsWritten",
            (select count(*) from watchlist_items where user_id = users.id)::int as "watchlistItems"
       from users where id = :userId`,
    { userId },
  );
  return onlyRow(rows);
}
