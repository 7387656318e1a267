import { type Knex } from 'knex';

/**
 * Deletes an account with everything it owns, in one transaction (a savepoint inside a caller's): every
 * table holding a user's data (watchlist, reviews, votes) references users with ON DELETE CASCADE, so it
 * goes with the row or not at all. Returns whether the account existed.
 */
export async function deleteAccount(db: Knex, userId: string): Promise<boolean> {
  const deleted = await db.transaction((trx) => trx('users').where({ id: userId }).delete());
  return deleted > 0;
}
