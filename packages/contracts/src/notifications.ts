import { Type, type Static } from 'typebox';

export * from './notificationKinds';

// Spelled out: a Union over the lists' map(...) types its Static as never (see AiMood).
export const NotificationKindSchema = Type.Union([
  Type.Literal('release-reminder'),
  Type.Literal('weekly-digest'),
  Type.Literal('review-activity'),
  Type.Literal('import-export'),
]);
export const NotificationChannelSchema = Type.Union([
  Type.Literal('in-app'),
  Type.Literal('email'),
  Type.Literal('push'),
]);

/** One entry of the notification centre, newest first. */
export const NotificationItem = Type.Object({
  id: Type.String(),
  kind: NotificationKindSchema,
  title: Type.String(),
  body: Type.String(),
  /** Where the notification leads inside the app ('/movie/42'). */
  url: Type.String(),
  read: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type NotificationItem = Static<typeof NotificationItem>;

/** GET /api/notifications: a page of the centre, with the unread count. */
export const NotificationsResponse = Type.Object({
  notifications: Type.Array(NotificationItem),
  unread: Type.Integer({ minimum: 0 }),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextBefore: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type NotificationsResponse = Static<typeof NotificationsResponse>;

export const NotificationsQuery = Type.Object({
  before: Type.Optional(Type.String({ format: 'date-time' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20 })),
});
export type NotificationsQuery = Static<typeof NotificationsQuery>;

/** GET /api/notifications/unread-count: all the bell needs. */
export const UnreadCountResponse = Type.Object({ unread: Type.Integer({ minimum: 0 }) });
export type UnreadCountResponse = Static<typeof UnreadCountResponse>;

export const NotificationIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 200 }) });
export type NotificationIdParams = Static<typeof NotificationIdParams>;

/** One switch: a kind on a channel. */
export const NotificationPreference = Type.Object({
  kind: NotificationKindSchema,
  channel: NotificationChannelSchema,
  enabled: Type.Boolean(),
});
export type NotificationPreference = Static<typeof NotificationPreference>;

/** GET /api/notifications/preferences: every kind on every channel, defaults filled in. */
export const NotificationPreferencesResponse = Type.Object({
  preferences: Type.Array(NotificationPreference),
});
export type NotificationPreferencesResponse = Static<typeof NotificationPreferencesResponse>;

/** PUT /api/notifications/preferences: the switches that change; the answer is the whole set. */
export const UpdateNotificationPreferencesBody = Type.Object({
  preferences: Type.Array(NotificationPreference, { minItems: 1, maxItems: 12 }),
});
export type UpdateNotificationPreferencesBody = Static<typeof UpdateNotificationPreferencesBody>;
