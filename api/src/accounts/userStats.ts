import { type UserStats } from '@marquee/contracts';
import { type Knex } from 'knex';
import { onlyRow } from '../db/onlyRow';

/** The profile's Statistics, counted in one round trip (each count uses its table's user index). */
export async function userStats(db: Knex, userId: string): Promise<UserStats> {
  const { rows } = await db.raw<{ rows: UserStats[] }>(
    `select (select count(*) from watchlist_items where user_id = :userId)::int as "watchlistItems",
            (select count(*) from reviews where user_id = :userId)::int as "reviewsWritten"`,
    { userId },
  );
  return onlyRow(rows);
}
