import { type Knex } from 'knex';

/** Whether the user's discovery pages hide what they have seen (users.hide_seen; off for an unknown id). */
export async function hidesSeen(db: Knex, userId: string): Promise<boolean> {
  const row = await db('users').where({ id: userId }).first<{ hide_seen: boolean } | undefined>('hide_seen');
  return row?.hide_seen ?? false;
}

export async function setHideSeen(db: Knex, userId: string, hideSeen: boolean): Promise<void> {
  await db('users').where({ id: userId }).update({ hide_seen: hideSeen });
}
