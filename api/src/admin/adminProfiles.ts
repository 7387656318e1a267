import { type ProfileModeration } from '@marquee/contracts';
import { type Knex } from 'knex';
import { HttpError } from '../httpError';
import { recordAdminAction } from './adminActions';

interface ModerationRow {
  id: string;
  email: string;
  handle: string | null;
  profile_hidden_at: Date | null;
}

const toModeration = (row: ModerationRow): ProfileModeration => ({
  id: row.id,
  handle: row.handle,
  hiddenAt: row.profile_hidden_at?.toISOString() ?? null,
});

/**
 * Hides the profile of a user that breaks the rules (issue 22 §4), or shows it again, and logs it with
 * the handle and email. A hidden profile is missing for everyone but its owner and admins: its page, its
 * place in people pages and counts, its activity in feeds. Hiding a hidden profile (or showing a shown
 * one) changes nothing and logs nothing.
 */
export async function setProfileHidden(
  db: Knex,
  adminId: string,
  userId: string,
  hidden: boolean,
): Promise<ProfileModeration> {
  return db.transaction(async (trx) => {
    const user: ModerationRow | undefined = await trx('users')
      .where({ id: userId })
      .forUpdate()
      .first('id', 'email', 'handle', 'profile_hidden_at');
    if (!user) throw new HttpError(404, 'User not found');
    if ((user.profile_hidden_at !== null) === hidden) return toModeration(user);
    const [changed] = await trx('users')
      .where({ id: userId })
      .update(
        hidden
          ? { profile_hidden_at: trx.fn.now(), profile_hidden_by: adminId }
          : { profile_hidden_at: null, profile_hidden_by: null },
      )
      .returning<ModerationRow[]>(['id', 'email', 'handle', 'profile_hidden_at']);
    await recordAdminAction(trx, adminId, hidden ? 'hide-profile' : 'unhide-profile', {
      type: 'user',
      id: userId,
      label: `${user.handle ? `@${user.handle}` : 'no handle'} (${user.email})`,
    });
    return toModeration(changed!);
  });
}
