import { savePreferences } from '@marquee/jobs';
import { type Knex } from 'knex';

/** The account whose digest link carries `token` (users.unsubscribe_token, migration 0073). */
export async function digestSubscriber(
  db: Knex,
  token: string,
): Promise<{ id: string; email: string } | undefined> {
  return db('users').where({ unsubscribe_token: token }).first('id', 'email');
}

/**
 * Turns the weekly digest's email off for the owner of `token`: the same switch as in the notification
 * settings. Answers false for an unknown token. Doing it twice changes nothing.
 */
export async function unsubscribeFromDigest(db: Knex, token: string): Promise<boolean> {
  const user = await digestSubscriber(db, token);
  if (!user) return false;
  await savePreferences(db, user.id, [{ kind: 'weekly-digest', channel: 'email', enabled: false }]);
  return true;
}
