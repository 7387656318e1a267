import { type Role } from '@marquee/contracts';
import { type Knex } from 'knex';

/**
 * ADMIN_EMAILS: how the first admins of an install come to be without a command run beside the server.
 * A listed email signs up as an admin; it can only sign in once its owner has followed the link sent to
 * it (or proved it through Google), so listing an address trusts whoever reads its mail.
 */
export function roleForNewAccount(adminEmails: readonly string[], email: string): Role {
  return adminEmails.includes(email.toLowerCase()) ? 'admin' : 'user';
}

/**
 * At start: accounts that existed before their email was listed become admins. Their token version is
 * bumped, as any role change does, so they sign in again with the new role. Returns their emails.
 */
export async function promoteConfiguredAdmins(db: Knex, adminEmails: readonly string[]): Promise<string[]> {
  if (adminEmails.length === 0) return [];
  const promoted = await db('users')
    .whereIn('email', adminEmails)
    .andWhere({ role: 'user' })
    .update({ role: 'admin', token_version: db.raw('token_version + 1'), updated_at: db.fn.now() })
    .returning<{ email: string }[]>('email');
  return promoted.map(({ email }) => email);
}
