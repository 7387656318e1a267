import { deliverOnce } from '../email/deliverOnce';
import { sendAccountEmail } from '../processors/sendEmail';
import { type JobServices } from '../types';
import { type Notification } from './notification';
import { sendNotificationEmail } from './notificationEmail';
import { enabledChannels } from './preferences';
import { sendPush } from './pushChannel';

export type NotifyOutcome = 'notified' | 'already-notified' | 'gone';

const FOREIGN_KEY_VIOLATION = '23503';

/**
 * Records the notification (shown in the centre when the user keeps 'in-app' on) unless a row with its id
 * exists. 'already-notified' when every channel has had its try already; 'gone' when the user was deleted.
 */
export async function recordNotification(
  { db }: Pick<JobServices, 'db'>,
  { id, userId, kind, title, body, url }: Notification,
): Promise<NotifyOutcome> {
  const channels = await enabledChannels(db, userId, kind);
  try {
    await db('notifications')
      .insert({ id, user_id: userId, kind, title, body, url, in_app: channels.has('in-app') })
      .onConflict('id')
      .ignore();
  } catch (error) {
    if ((error as { code?: string }).code === FOREIGN_KEY_VIOLATION) return 'gone';
    throw error;
  }
  const row = await db('notifications').where({ id }).first<{ delivered_at: Date | null }>('delivered_at');
  return row.delivered_at ? 'already-notified' : 'notified';
}

/**
 * Sends the outside channels the user keeps on for the kind, each at most once per notification id (a
 * claim row per channel, see deliverOnce), then marks the notification delivered. Safe to run again, by a
 * retry or by two workers at once.
 */
export async function deliverNotification(services: JobServices, notification: Notification): Promise<void> {
  const { id, userId, kind, title, body, url, accountEmail } = notification;
  const channels = await enabledChannels(services.db, userId, kind);
  if (channels.has('email')) {
    if (accountEmail) await sendAccountEmail(services, { kind: accountEmail, userId, deliveryId: id });
    else await sendNotificationEmail(services, notification);
  }
  if (channels.has('push')) {
    await deliverOnce(
      services.db,
      {
        table: 'notification_deliveries',
        row: { notification_id: id, channel: 'push' },
        key: ['notification_id', 'channel'],
      },
      // Tagged by id: a retry that reaches the device twice shows one notification.
      () => sendPush(services, userId, { title, body, url, tag: id }),
    );
  }
  await services.db('notifications').where({ id }).update({ delivered_at: services.db.fn.now() });
}

/** Records and sends one notification (docs/architecture.md "Notifications"). */
export async function notify(services: JobServices, notification: Notification): Promise<NotifyOutcome> {
  const outcome = await recordNotification(services, notification);
  if (outcome === 'notified') await deliverNotification(services, notification);
  return outcome;
}
