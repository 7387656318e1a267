import { type NotificationKind } from '@marquee/contracts';
import { deliverNotification as deliver } from '../notifications/notify';
import { type JobProcessor } from '../types';
import { dataServicesOf } from './dataServices';

interface NotificationRow {
  user_id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  url: string;
  delivered_at: Date | null;
}

/** The outside channels of a notification the api recorded (a like on a review), sent from a job. */
export const deliverNotification: JobProcessor<'notification.deliver'> = async ({ notificationId }, ctx) => {
  const services = dataServicesOf(ctx);
  const row = await services
    .db('notifications')
    .where({ id: notificationId })
    .first<NotificationRow | undefined>('user_id', 'kind', 'title', 'body', 'url', 'delivered_at');
  if (!row) return { status: 'gone' };
  if (row.delivered_at) return { status: 'already-delivered' };
  const { user_id: userId, kind, title, body, url } = row;
  await deliver(services, { id: notificationId, userId, kind, title, body, url });
  return { status: 'delivered' };
};
