import webpush, { WebPushError } from 'web-push';
import { type JobServices } from '../types';
import { vapidKeys, vapidSubject } from './vapidKeys';

export interface PushMessage {
  title: string;
  body: string;
  /** Opened when the notification is clicked: a path of the app, or a full URL. */
  url: string;
  /** Notifications with the same tag replace each other on the device. */
  tag: string;
}

/** A push waits at the push service at most a day for the device: after that the news is old. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;
/** A push service that does not answer in time does not hold up the job. */
const TIMEOUT_MS = 10_000;

interface SubscriptionRow {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * The 'push' channel of notifications: the message, encrypted for each browser the user turned push on
 * in (aes128gcm, RFC 8291), signed with the deployment's VAPID key. A subscription the push service says
 * is gone (404, 410) is deleted; any other failure is thrown, so the job retries it.
 */
export async function sendPush(
  services: Pick<JobServices, 'db' | 'publicUrl'>,
  userId: string,
  message: PushMessage,
): Promise<void> {
  const subscriptions = await services
    .db('push_subscriptions')
    .where({ user_id: userId })
    .select<SubscriptionRow[]>('endpoint', 'p256dh', 'auth');
  if (subscriptions.length === 0) return;
  const keys = await vapidKeys(services.db);
  const options: webpush.RequestOptions = {
    vapidDetails: { subject: vapidSubject(services.publicUrl), ...keys },
    TTL: TIME_TO_LIVE_SECONDS,
    contentEncoding: 'aes128gcm',
    timeout: TIMEOUT_MS,
    topic: topicOf(message.tag),
  };
  const payload = JSON.stringify(message);
  const failures: unknown[] = [];
  await Promise.all(
    subscriptions.map(async ({ endpoint, p256dh, auth }) => {
      try {
        await webpush.sendNotification({ endpoint, keys: { p256dh, auth } }, payload, options);
      } catch (error) {
        if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
          await services.db('push_subscriptions').where({ endpoint }).delete();
        } else {
          failures.push(error);
        }
      }
    }),
  );
  if (failures.length > 0)
    throw new AggregateError(failures, `push failed for ${failures.length} browser(s)`);
}

/**
 * A push service keeps only the newest undelivered message of a topic (RFC 8030 §5.4); a topic is at most
 * 32 URL-safe base64 characters, so the tag is reduced to those.
 */
function topicOf(tag: string): string | undefined {
  const topic = tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32);
  return topic || undefined;
}
