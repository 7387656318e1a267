import { Type, type Static } from 'typebox';

/** URL-safe base64 without padding, as the Push API gives keys (PushSubscription.toJSON()). */
const base64Url = (bytes: number) => {
  const length = Math.ceil((bytes * 4) / 3);
  return Type.String({ pattern: `^[A-Za-z0-9_-]{${length}}$`, description: `${bytes} bytes, base64url` });
};

/** GET /api/push/public-key: the VAPID application server key browsers subscribe with. */
export const PushPublicKey = Type.Object({ publicKey: Type.String() });
export type PushPublicKey = Static<typeof PushPublicKey>;

/** The push service's address for one browser; push services are always reached over https. */
const PushEndpoint = Type.String({
  format: 'uri',
  pattern: '^https://',
  maxLength: 2048,
  description: "the push service's https URL for this browser",
});

/** PUT /api/push/subscriptions: a browser's PushSubscription.toJSON() (other fields are ignored). */
export const PushSubscriptionBody = Type.Object({
  endpoint: PushEndpoint,
  keys: Type.Object({
    /** The browser's P-256 public key, uncompressed (65 bytes). */
    p256dh: base64Url(65),
    /** The authentication secret (16 bytes). */
    auth: base64Url(16),
  }),
});
export type PushSubscriptionBody = Static<typeof PushSubscriptionBody>;

/** DELETE /api/push/subscriptions: the browser that turns push off. */
export const PushEndpointBody = Type.Object({ endpoint: PushEndpoint });
export type PushEndpointBody = Static<typeof PushEndpointBody>;

/** GET/PUT /api/push/subscriptions: how many browsers of the user get pushes. */
export const PushSubscriptionsState = Type.Object({ browsers: Type.Integer({ minimum: 0 }) });
export type PushSubscriptionsState = Static<typeof PushSubscriptionsState>;
