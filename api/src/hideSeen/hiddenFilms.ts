import { type Knex } from 'knex';

/**
 * Which of `movieIds` the user has seen in the product's sense (docs/product.md §2 Hide what you have
 * seen): logged in the diary, on the watchlist, or marked "Not interested". Asked per page of films, so
 * each table is read by user and film through its own index, however long the user's history.
 */
export async function hiddenAmong(db: Knex, userId: string, movieIds: number[]): Promise<Set<number>> {
  if (movieIds.length === 0) return new Set();
  const ofTable = (table: string) =>
    db(table).where({ user_id: userId }).whereIn('movie_id', movieIds).distinct().pluck('movie_id');
  const found = await Promise.all(['diary_entries', 'watchlist_items', 'not_interested'].map(ofTable));
  return new Set(found.flat().map(Number));
}
