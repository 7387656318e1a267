import { createHash, randomBytes } from 'node:crypto';
import { type Knex } from 'knex';

/** What a one-time token proves: each purpose is accepted by one endpoint only. */
export type OneTimeTokenPurpose = 'verify_email' | 'reset_password' | 'change_email' | 'google_login';

/** How long a link or code stays valid (docs/product.md §9: a reset link expires in 1 hour). */
export const ONE_TIME_TOKEN_TTL_MS: Record<OneTimeTokenPurpose, number> = {
  verify_email: 24 * 60 * 60 * 1000,
  change_email: 24 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
  google_login: 60 * 1000,
};

/** The stored form of a token: its SHA-256. A random 256-bit token needs no salt or slow hash. */
export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

/** Creates a token for `userId` and returns it; only its hash is stored. */
export async function createOneTimeToken(
  db: Knex,
  userId: string,
  purpose: OneTimeTokenPurpose,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db('one_time_tokens').insert({
    user_id: userId,
    purpose,
    token_hash: hashToken(token),
    expires_at: new Date(Date.now() + ONE_TIME_TOKEN_TTL_MS[purpose]),
  });
  return token;
}

/**
 * Marks the token used and returns its user id, or undefined when it is unknown, of another purpose,
 * expired or already used. One UPDATE, so two concurrent uses cannot both succeed.
 */
export async function consumeOneTimeToken(
  db: Knex,
  token: string,
  purpose: OneTimeTokenPurpose,
): Promise<string | undefined> {
  const [row] = await db('one_time_tokens')
    .where({ token_hash: hashToken(token), purpose, used_at: null })
    .andWhere('expires_at', '>', db.fn.now())
    .update({ used_at: db.fn.now() })
    .returning<{ user_id: string }[]>('user_id');
  return row?.user_id;
}
