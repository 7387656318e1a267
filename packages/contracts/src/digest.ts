import { Type, type Static } from 'typebox';

/** PUT /api/users/:id/time-zone: the browser's IANA time zone, for the digest's local morning. */
export const TimeZoneBody = Type.Object({
  timeZone: Type.String({ minLength: 1, maxLength: 64, examples: ['Europe/Paris'] }),
});
export type TimeZoneBody = Static<typeof TimeZoneBody>;

export const TimeZoneResponse = TimeZoneBody;
export type TimeZoneResponse = TimeZoneBody;

/** The digest's unsubscribe link: /api/email/unsubscribe?token=… (the token is the user's own secret). */
export const UnsubscribeQuery = Type.Object({
  token: Type.String({ minLength: 16, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' }),
});
export type UnsubscribeQuery = Static<typeof UnsubscribeQuery>;
