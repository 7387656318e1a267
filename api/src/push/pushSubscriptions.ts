import { type PushSubscriptionBody } from '@marquee/contracts';
import { type Knex } from 'knex';

/**
 * Whether an endpoint is at one of the push services the server sends to. Anything else would let a
 * member make the server post to an address of their choosing, an internal one included.
 */
export function isKnownPushService(endpoint: string, pushServiceHosts: readonly string[]): boolean {
  const host = new URL(endpoint).hostname.toLowerCase();
  return pushServiceHosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

/**
 * Keeps a browser's subscription for the user. An endpoint is one browser profile, so when another user
 * signs in there and turns push on, the browser's pushes follow them and stop going to the one before.
 */
export async function saveSubscription(
  db: Knex,
  userId: string,
  subscription: PushSubscriptionBody,
): Promise<void> {
  const { endpoint, keys } = subscription;
  await db('push_subscriptions')
    .insert({ endpoint, user_id: userId, p256dh: keys.p256dh, auth: keys.auth })
    .onConflict('endpoint')
    .merge({ user_id: userId, p256dh: keys.p256dh, auth: keys.auth, created_at: db.fn.now() });
}

/** Forgets the user's subscription of that browser; someone else's, or an unknown one, is left alone. */
export async function removeSubscription(db: Knex, userId: string, endpoint: string): Promise<void> {
  await db('push_subscriptions').where({ endpoint, user_id: userId }).delete();
}

/** How many of the user's browsers get pushes. */
export async function countSubscriptions(db: Knex, userId: string): Promise<number> {
  const row = await db('push_subscriptions')
    .where({ user_id: userId })
    .count<{ count: string }[]>('* as count');
  return Number(row[0]?.count ?? 0);
}
