import { randomBytes } from 'node:crypto';
import { pageHref } from '@marquee/contracts/pages';
import { hashToken } from '@marquee/jobs';
import { type Knex } from 'knex';
import { HttpError } from '../httpError';
import { type UserRow } from './users';

/**
 * The first administrator of a fresh install, without a terminal: while no admin exists, each API start
 * stores a random token (its SHA-256 only, for a day) and prints the link /admin/setup?token=… in its log
 * and start banner. Whoever can read the server's output opens it signed in with a verified account and
 * confirms; that account becomes the admin and every setup token is gone. ADMIN_EMAILS and
 * `npm run user:admin` remain the other ways.
 */
export const ADMIN_SETUP_TTL_MS = 24 * 60 * 60 * 1000;

export const SETUP_LINK_USED =
  'This setup link has already been used: an administrator exists. Ask them for the admin role.';
export const SETUP_LINK_INVALID =
  'This setup link is not valid or has expired. Restart the server for a new one (it is printed at start).';

/** At start: a new setup token when no admin exists (returned, to be printed), else none and no old ones. */
export async function offerAdminSetup(db: Knex): Promise<string | undefined> {
  return db.transaction(async (trx) => {
    const admin = await trx('users').where({ role: 'admin' }).first('id');
    if (admin) {
      await trx('admin_setup_tokens').del();
      return undefined;
    }
    const token = randomBytes(32).toString('base64url');
    await trx('admin_setup_tokens').insert({
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + ADMIN_SETUP_TTL_MS),
    });
    return token;
  });
}

/** The link an operator opens to claim the admin role. */
export function adminSetupLink(publicUrl: string, token: string): string {
  return `${publicUrl}${pageHref('adminSetup', {}, { token })}`;
}

/**
 * Makes `userId` the administrator if `token` is a current setup token. Every setup token is deleted in the
 * same transaction, so of two concurrent claims the second waits on the first's row locks and then finds
 * nothing to delete: exactly one account becomes admin. A wrong or expired token rolls the deletion back.
 * Returns the promoted account (its token version bumped, as any role change does).
 */
export async function claimAdminSetup(db: Knex, token: string, userId: string): Promise<UserRow> {
  return db.transaction(async (trx) => {
    const offered = await trx('admin_setup_tokens')
      .del()
      .returning<{ token_hash: Buffer; expires_at: Date }[]>(['token_hash', 'expires_at']);
    if (offered.length === 0) throw new HttpError(409, SETUP_LINK_USED);
    const presented = hashToken(token);
    const valid = offered.some(
      (row) => row.token_hash.equals(presented) && row.expires_at.getTime() > Date.now(),
    );
    if (!valid) throw new HttpError(400, SETUP_LINK_INVALID);

    const [user] = await trx('users')
      .where({ id: userId })
      .whereNotNull('email_verified_at')
      .update({ role: 'admin', token_version: trx.raw('token_version + 1'), updated_at: trx.fn.now() })
      .returning<UserRow[]>('*');
    if (!user) throw new HttpError(403, 'Verify your email address first, then open the setup link again.');
    return user;
  });
}
