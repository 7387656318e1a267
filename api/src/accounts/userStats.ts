import { type UserStats } from '@marquee/contracts';
import { type Knex } from 'knex';

/**
 * The profile's Statistics. The watchlist and reviews features add their tables; each extends this one
 * function with its count (a table that does not exist yet counts 0).
 */
export async function userStats(db: Knex, userId: string): Promise<UserStats> {
  const countIn = async (table: string): Promise<number> => {
    if (!(await db.schema.hasTable(table))) return 0;
    const [row] = await db(table).where({ user_id: userId }).count<{ count: string }[]>('* as count');
    return Number(row?.count ?? 0);
  };
  const [watchlistItems, reviewsWritten] = await Promise.all([
    countIn('watchlist_items'),
    countIn('reviews'),
  ]);
  return { watchlistItems, reviewsWritten };
}
