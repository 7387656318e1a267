import type { PushSubscriptionBody } from '@marquee/contracts';
import { fetchPushPublicKey, removePushSubscription, savePushSubscription } from './pushApi';

/** Whether this browser can get pushes at all (a secure page with service workers and the Push API). */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The app's service worker registration, once installed (production builds install it at load). */
export async function appRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  return pushSupported() ? navigator.serviceWorker.getRegistration('/') : undefined;
}

/** This browser's push subscription, if push is on here. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  return (await (await appRegistration())?.pushManager.getSubscription()) ?? null;
}

function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

/** What the API keeps of a subscription: its endpoint and keys. */
function toBody(subscription: PushSubscription): PushSubscriptionBody {
  const { endpoint, keys } = subscription.toJSON();
  return {
    endpoint: endpoint ?? subscription.endpoint,
    keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
  };
}

/**
 * Turns push on in this browser: the browser's permission, a subscription with the deployment's VAPID
 * key (a subscription made with another key is replaced), and the API told where to push.
 */
export async function turnPushOn(registration: ServiceWorkerRegistration): Promise<void> {
  const applicationServerKey = base64UrlToBytes(await fetchPushPublicKey());
  const existing = await registration.pushManager.getSubscription();
  const sameKey =
    existing?.options.applicationServerKey &&
    new Uint8Array(existing.options.applicationServerKey).join() === applicationServerKey.join();
  if (existing && !sameKey) await existing.unsubscribe();
  const subscription =
    (sameKey ? existing : null) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey }));
  await savePushSubscription(toBody(subscription));
}

/** Turns push off in this browser, here and at the API. */
export async function turnPushOff(subscription: PushSubscription): Promise<void> {
  await removePushSubscription(subscription.endpoint);
  await subscription.unsubscribe();
}
