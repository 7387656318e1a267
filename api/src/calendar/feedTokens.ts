import { hashToken } from '@marquee/jobs';
import { type Knex } from 'knex';
import { randomBytes } from 'node:crypto';

/** How the secret of a feed address is stored: its SHA-256, in hex (users.calendar_token_hash). */
const stored = (token: string) => hashToken(token).toString('hex');

/**
 * Makes a new secret for the user's iCal address and returns it; the one before stops working at once.
 * Only its hash is kept, so the address can be shown once, when made.
 */
export async function renewFeedToken(db: Knex, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db('users')
    .where({ id: userId })
    .update({ calendar_token_hash: stored(token) });
  return token;
}

/** Ends the user's feed: its address answers 404 from now on. */
export async function revokeFeedToken(db: Knex, userId: string): Promise<void> {
  await db('users').where({ id: userId }).update({ calendar_token_hash: null });
}

/** Whether the user has a working feed address. */
export async function hasFeedToken(db: Knex, userId: string): Promise<boolean> {
  const row = await db('users')
    .where({ id: userId })
    .first<{ hash: string | null }>('calendar_token_hash as hash');
  return Boolean(row?.hash);
}

/** The user whose feed `token` opens, if any (the unique index on the hash finds it). */
export async function userOfFeedToken(db: Knex, token: string): Promise<string | undefined> {
  const row = await db('users')
    .where({ calendar_token_hash: stored(token) })
    .first<{ id: string } | undefined>('id');
  return row?.id;
}
