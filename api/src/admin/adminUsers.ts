import { type AdminPageQuery, type AdminUser, type AdminUsersResponse, type Role } from '@marquee/contracts';
import { type Knex } from 'knex';
import { deleteAccount } from '../accounts/deleteAccount';
import { type UserRow } from '../accounts/users';
import { onlyRow } from '../db/onlyRow';
import { HttpError } from '../httpError';
import { recordAdminAction } from './adminActions';
import { beginAccountChange, readCounters } from './adminCounters';
import { NEWEST_FIRST } from './newestFirstPage';
import { pageOf } from './pagination';

type AdminUserRow = Pick<UserRow, 'id' | 'name' | 'email' | 'role' | 'google_subject' | 'created_at'> & {
  watchlist_count: number;
  handle: string | null;
  profile_hidden_at: Date | null;
};

/** The watchlist is counted for the page's rows only, each through the watchlist's (user_id, ...) key. */
const WATCHLIST_COUNT = `(select count(*) from watchlist_items w where w.user_id = users.id)::int as watchlist_count`;
const COLUMNS = [
  'id',
  'name',
  'email',
  'role',
  'google_subject',
  'created_at',
  'handle',
  'profile_hidden_at',
];

function toAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    isGoogleUser: row.google_subject !== null,
    watchlistCount: row.watchlist_count,
    createdAt: row.created_at.toISOString(),
    handle: row.handle,
    profileHiddenAt: row.profile_hidden_at?.toISOString() ?? null,
  };
}

function selectAdminUsers(db: Knex): Knex.QueryBuilder<AdminUserRow, AdminUserRow[]> {
  return db<AdminUserRow>('users').select([...COLUMNS, db.raw(WATCHLIST_COUNT)]);
}

/**
 * The ids of one page of users newest first. The UTC day holding the page's first row comes from
 * users_per_day (migration 0031): a running sum over the days counts the accounts newer than each, so the
 * walk down users_newest starts at that day's end and skips only that day's newer accounts, however deep
 * the page.
 */
async function usersPageIds(db: Knex, { page, limit }: AdminPageQuery): Promise<string[]> {
  const offset = (page - 1) * limit;
  const start = await db
    .select(db.raw('day::text as day'), 'newer')
    .from(
      db('users_per_day')
        .select('day', 'users', db.raw('sum(users) over (order by day desc) - users as newer'))
        .as('days'),
    )
    .whereRaw('newer + users > ?', [offset])
    .orderBy('day', 'desc')
    .first<{ day: string; newer: string } | undefined>();
  if (!start) return [];
  const rows = await db('users')
    .select<{ id: string }[]>('id')
    .where('created_at', '<', db.raw(`(?::date + 1)::timestamp at time zone 'UTC'`, [start.day]))
    .orderBy([...NEWEST_FIRST])
    .offset(offset - Number(start.newer))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Newest first through the users_newest index; the total is the trigger-kept counter. */
export async function listAdminUsers(db: Knex, query: AdminPageQuery): Promise<AdminUsersResponse> {
  const [{ users: total }, ids] = await Promise.all([readCounters(db), usersPageIds(db, query)]);
  const rows = await selectAdminUsers(db)
    .whereIn('id', ids)
    .orderBy([...NEWEST_FIRST]);
  return { users: rows.map(toAdminUser), pagination: pageOf(query, total) };
}

async function lockUser(trx: Knex.Transaction, id: string): Promise<UserRow> {
  const user = await trx<UserRow>('users').where({ id }).forUpdate().first();
  if (!user) throw new HttpError(404, 'User not found');
  return user;
}

/**
 * Promotes or demotes a user. The token version is bumped with the role: authenticate already refuses a
 * token whose role differs from the database's, but without the bump a user demoted and promoted again
 * would find their old admin tokens working once more.
 */
export async function changeRole(db: Knex, adminId: string, userId: string, role: Role): Promise<AdminUser> {
  if (role === 'user' && userId === adminId) throw new HttpError(403, 'You cannot demote yourself');
  return db.transaction(async (trx) => {
    await beginAccountChange(trx, adminId);
    const user = await lockUser(trx, userId);
    if (user.role === role) {
      throw new HttpError(
        409,
        role === 'admin' ? 'The user is already an admin' : 'The user is not an admin',
      );
    }
    await trx('users')
      .where({ id: userId })
      .update({ role, token_version: trx.raw('token_version + 1'), updated_at: trx.fn.now() });
    await recordAdminAction(trx, adminId, role === 'admin' ? 'promote' : 'demote', {
      type: 'user',
      id: user.id,
      label: user.email,
    });
    return toAdminUser(onlyRow(await selectAdminUsers(trx).where({ id: userId })));
  });
}

/** Deletes a user with their data, as deleting one's own account does, and logs it. */
export async function deleteUserAsAdmin(db: Knex, adminId: string, userId: string): Promise<void> {
  if (userId === adminId) {
    throw new HttpError(403, 'You cannot delete your own account from the admin dashboard');
  }
  await db.transaction(async (trx) => {
    await beginAccountChange(trx, adminId);
    const user = await lockUser(trx, userId);
    await recordAdminAction(trx, adminId, 'delete-user', { type: 'user', id: user.id, label: user.email });
    await deleteAccount(trx, user.id);
  });
}
