import { consumeOneTimeToken, hashToken } from '@marquee/jobs';
import { type Knex } from 'knex';
import { isUniqueViolation, type UserRow } from './users';

/**
 * What following an emailed verification link did:
 * - `verified`: the address is confirmed now;
 * - `already-verified`: a link of the account's verification emails, but the address was confirmed
 *   before (the link used twice, or a second email's link after the first one's);
 * - `failed`: the token is unknown or expired, or a change of address could not be made.
 */
export type EmailVerificationOutcome = 'verified' | 'already-verified' | 'failed';

/** Follows a verify-email or change-email token, in one transaction. */
export function confirmEmail(db: Knex, token: string): Promise<EmailVerificationOutcome> {
  return db.transaction(async (trx) => {
    const verifiedId = await consumeOneTimeToken(trx, token, 'verify_email');
    if (verifiedId) {
      const user = await trx<UserRow>('users').where({ id: verifiedId }).first('email_verified_at');
      if (user?.email_verified_at) return 'already-verified';
      await trx('users')
        .where({ id: verifiedId })
        .update({ email_verified_at: trx.fn.now(), updated_at: trx.fn.now() });
      return 'verified';
    }
    if (await isVerifiedAccountsLink(trx, token)) return 'already-verified';
    return (await changeEmail(trx, token)) ? 'verified' : 'failed';
  });
}

/**
 * Whether the token is a verify-email link (used or expired) of an account whose address is verified:
 * holding the link shows the visitor already had it, so saying so tells them nothing new.
 */
async function isVerifiedAccountsLink(trx: Knex.Transaction, token: string): Promise<boolean> {
  const row = await trx('one_time_tokens')
    .join('users', 'users.id', 'one_time_tokens.user_id')
    .where({ 'one_time_tokens.token_hash': hashToken(token), 'one_time_tokens.purpose': 'verify_email' })
    .whereNotNull('users.email_verified_at')
    .first('users.id');
  return row !== undefined;
}

/** Follows a change-email token: the pending address becomes the account's, verified. */
async function changeEmail(trx: Knex.Transaction, token: string): Promise<boolean> {
  const changedId = await consumeOneTimeToken(trx, token, 'change_email');
  if (!changedId) return false;
  const user = await trx<UserRow>('users').where({ id: changedId }).first();
  if (!user?.pending_email) return false;
  try {
    await trx('users').where({ id: changedId }).update({
      email: user.pending_email,
      pending_email: null,
      email_verified_at: trx.fn.now(),
      updated_at: trx.fn.now(),
    });
  } catch (error) {
    // Someone else took the address since the change was asked for.
    if (isUniqueViolation(error)) return false;
    throw error;
  }
  return true;
}
