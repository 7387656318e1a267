import type { NotificationItem, NotificationPreference } from '@marquee/contracts';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  defaultNotificationPreference,
} from '@marquee/contracts/notificationKinds';
import { type LocalApiReply, type LocalApiRequest } from '@marquee/testing/localApi';

const readPath = /^\/api\/notifications\/([^/]+)\/read$/;

/**
 * The signed-in user's notification routes (centre, unread count, mark read, preferences) kept in memory,
 * answering the contract's shapes.
 */
export function notificationsBackend() {
  let notifications: NotificationItem[] = [];
  let preferences: NotificationPreference[] = [];

  const unread = () => notifications.filter((notification) => !notification.read).length;

  function handle({ method, path, body }: LocalApiRequest): LocalApiReply | null {
    if (!path.startsWith('/api/notifications')) return null;
    if (path === '/api/notifications' && method === 'GET') {
      return { status: 200, body: { notifications, unread: unread(), nextBefore: null } };
    }
    if (path === '/api/notifications/unread-count') return { status: 200, body: { unread: unread() } };
    if (path === '/api/notifications/read-all' && method === 'POST') {
      notifications = notifications.map((notification) => ({ ...notification, read: true }));
      return { status: 200, body: { unread: 0 } };
    }
    const read = readPath.exec(path);
    if (read && method === 'POST') {
      const id = decodeURIComponent(read[1] ?? '');
      notifications = notifications.map((each) => (each.id === id ? { ...each, read: true } : each));
      return { status: 200, body: { unread: unread() } };
    }
    if (path === '/api/notifications/preferences') {
      if (method === 'PUT') {
        const changed = (body as { preferences: NotificationPreference[] }).preferences;
        preferences = [
          ...preferences.filter((p) => !changed.some((c) => c.kind === p.kind && c.channel === p.channel)),
          ...changed,
        ];
      }
      const all = NOTIFICATION_KINDS.flatMap((kind) =>
        NOTIFICATION_CHANNELS.map((channel) => ({
          kind,
          channel,
          enabled:
            preferences.find((p) => p.kind === kind && p.channel === channel)?.enabled ??
            defaultNotificationPreference(kind, channel),
        })),
      );
      return { status: 200, body: { preferences: all } };
    }
    return null;
  }

  return {
    handle,
    get notifications() {
      return notifications;
    },
    get preferences() {
      return preferences;
    },
    reset(items: NotificationItem[] = []) {
      notifications = items;
      preferences = [];
    },
  };
}
