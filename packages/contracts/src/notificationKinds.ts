/** The notification kinds and channels as plain values, for the front ends (no schema library). */

/** What a notification is about (docs/product.md "Notifications"); each has its own preferences. */
export const NOTIFICATION_KINDS = [
  'release-reminder',
  'weekly-digest',
  'review-activity',
  'import-export',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Where a notification goes: the centre behind the bell, email, web push. */
export const NOTIFICATION_CHANNELS = ['in-app', 'email', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * A switch nobody changed: every kind shows in the centre and is pushed (push reaches only browsers the
 * user subscribed); email is on for reminders, the digest and finished imports or exports, off for
 * review activity, which can be frequent.
 */
export function defaultNotificationPreference(kind: NotificationKind, channel: NotificationChannel): boolean {
  return channel !== 'email' || kind !== 'review-activity';
}
