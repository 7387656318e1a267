import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  defaultNotificationPreference,
  type NotificationChannel,
  type NotificationKind,
  type NotificationPreference,
} from '@marquee/contracts';
import { type Knex } from 'knex';

/** Every kind on every channel for one user: the switches they changed, the defaults elsewhere. */
export async function readPreferences(db: Knex, userId: string): Promise<NotificationPreference[]> {
  const changed = await db('notification_preferences')
    .where({ user_id: userId })
    .select<{ kind: string; channel: string; enabled: boolean }[]>('kind', 'channel', 'enabled');
  const chosen = new Map(changed.map((row) => [`${row.kind}/${row.channel}`, row.enabled]));
  return NOTIFICATION_KINDS.flatMap((kind) =>
    NOTIFICATION_CHANNELS.map((channel) => ({
      kind,
      channel,
      enabled: chosen.get(`${kind}/${channel}`) ?? defaultNotificationPreference(kind, channel),
    })),
  );
}

/** The channels one kind goes to for one user. */
export async function enabledChannels(
  db: Knex,
  userId: string,
  kind: NotificationKind,
): Promise<Set<NotificationChannel>> {
  const preferences = await readPreferences(db, userId);
  return new Set(preferences.filter((p) => p.kind === kind && p.enabled).map((p) => p.channel));
}

/** Stores the given switches (a one-click unsubscribe is one of them). */
export async function savePreferences(
  db: Knex,
  userId: string,
  preferences: readonly NotificationPreference[],
): Promise<void> {
  // One row per switch (the last wins): an upsert may not touch a row twice.
  const rows = new Map(
    preferences.map(({ kind, channel, enabled }) => [
      `${kind}/${channel}`,
      { user_id: userId, kind, channel, enabled },
    ]),
  );
  await db('notification_preferences')
    .insert([...rows.values()])
    .onConflict(['user_id', 'kind', 'channel'])
    .merge(['enabled']);
}
