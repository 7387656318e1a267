import { type Person } from '@marquee/contracts';
import { type Knex } from 'knex';
import { HttpError } from '../httpError';
import { PERSON_COLUMNS, toPerson, type PersonRow } from './profileContent';
import { findUserByHandle, PROFILE_NOT_FOUND } from './profileUsers';

/** The user with `handle` whom `blockerId` may block or unblock: anyone with a handle but oneself. */
async function blockTarget(db: Knex, blockerId: string, handle: string): Promise<string> {
  const target = await findUserByHandle(db, handle);
  if (!target) throw new HttpError(404, PROFILE_NOT_FOUND);
  if (target.id === blockerId) throw new HttpError(400, 'You cannot block yourself');
  return target.id;
}

/**
 * Blocks `handle` (idempotent) and ends the follows between the two, both ways, in one transaction:
 * from then on each is hidden from the other (profile, people pages, counts, feed), and neither can
 * follow the other until the block is lifted.
 */
export async function block(db: Knex, blockerId: string, handle: string): Promise<void> {
  const blockedId = await blockTarget(db, blockerId, handle);
  await db.transaction(async (trx) => {
    await trx('blocks').insert({ blocker_id: blockerId, blocked_id: blockedId }).onConflict().ignore();
    await trx('follows')
      .where({ follower_id: blockerId, followee_id: blockedId })
      .orWhere({ follower_id: blockedId, followee_id: blockerId })
      .delete();
  });
}

/** Lifts a block (idempotent); the follows it ended stay ended. */
export async function unblock(db: Knex, blockerId: string, handle: string): Promise<void> {
  const blockedId = await blockTarget(db, blockerId, handle);
  await db('blocks').where({ blocker_id: blockerId, blocked_id: blockedId }).delete();
}

/** The people `userId` blocked, the latest first (a user blocks few: no paging). */
export async function blockedPeople(db: Knex, userId: string): Promise<Person[]> {
  const rows: PersonRow[] = await db('blocks as b')
    .join('users as u', 'u.id', 'b.blocked_id')
    .select(PERSON_COLUMNS('u'))
    .where('b.blocker_id', userId)
    .orderBy([
      { column: 'b.created_at', order: 'desc' },
      { column: 'b.blocked_id', order: 'desc' },
    ]);
  return rows.map(toPerson);
}
