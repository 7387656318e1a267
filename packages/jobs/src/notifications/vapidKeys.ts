import { type Knex } from 'knex';
import webpush from 'web-push';

export interface VapidKeys {
  /** The application server key browsers subscribe with (base64url, uncompressed P-256 point). */
  publicKey: string;
  privateKey: string;
}

/**
 * The deployment's VAPID key pair (RFC 8292), made the first time it is asked for and kept in the
 * database (0074), so the API and every worker sign with the same key and subscriptions outlive restarts.
 * Two processes making one at once is fine: the first insert wins and both read it back.
 */
export async function vapidKeys(db: Knex): Promise<VapidKeys> {
  const stored = await readKeys(db);
  if (stored) return stored;
  const made = webpush.generateVAPIDKeys();
  await db('vapid_keys')
    .insert({ id: true, public_key: made.publicKey, private_key: made.privateKey })
    .onConflict('id')
    .ignore();
  const kept = await readKeys(db);
  if (!kept) throw new Error('VAPID keys were not stored');
  return kept;
}

async function readKeys(db: Knex): Promise<VapidKeys | undefined> {
  const row = await db('vapid_keys').first<{ public_key: string; private_key: string } | undefined>(
    'public_key',
    'private_key',
  );
  return row && { publicKey: row.public_key, privateKey: row.private_key };
}

/**
 * Who push services may contact about this sender (RFC 8292 `sub`): the site when it is on https, else
 * (a local install) a mailto address at its host, as push services refuse http subjects.
 */
export function vapidSubject(publicUrl: string): string {
  const url = new URL(publicUrl);
  return url.protocol === 'https:' ? url.origin : `mailto:webmaster@${url.hostname}`;
}
