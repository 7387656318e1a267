import { startPushServicePeer, type PeerSubscription } from '@marquee/testing/pushServicePeer';
import { expect, test, type Page } from '@playwright/test';
import { signedInAsNewUser } from './support';

/*
 * Issue 23 §2, web push in Chromium: push turned on from the notification settings, a push sent through
 * the API with web-push (VAPID, aes128gcm), and Chromium's service worker showing it.
 *
 * What is real and what stands in: the page, the service worker, the Push API's permission, the API, its
 * encryption and signature are the product's. Chromium's own push service (Google's FCM) cannot be
 * reached from this closed network, so a local push service peer stands in for it: the browser's
 * PushManager.subscribe answers the peer's subscription (an endpoint and keys the peer holds), the API
 * pushes to the peer, which checks the VAPID JWT and decrypts the payload as FCM would, and the
 * decrypted message is handed to the service worker through the DevTools protocol
 * (ServiceWorker.deliverPushMessage), as FCM's connection would hand it to Chromium.
 */

test.use({ serviceWorkers: 'allow' });

const PASSWORD = 'push-me-a-film';

/** Chromium's PushManager answering subscriptions at the peer instead of at FCM. */
async function subscribeAtPeer(page: Page, subscription: PeerSubscription): Promise<void> {
  await page.addInitScript((peer) => {
    let current: PushSubscription | null = null;
    PushManager.prototype.getSubscription = async () => current;
    PushManager.prototype.subscribe = async function (options) {
      current = {
        endpoint: peer.endpoint,
        expirationTime: null,
        options: {
          applicationServerKey: (options?.applicationServerKey as ArrayBuffer) ?? null,
          userVisibleOnly: true,
        },
        toJSON: () => ({ endpoint: peer.endpoint, expirationTime: null, keys: peer.keys }),
        unsubscribe: async () => {
          current = null;
          return true;
        },
        getKey: () => null,
      } as unknown as PushSubscription;
      return current;
    };
  }, subscription);
}

test('push turned on in the settings; a push sent through the API is shown by the service worker', async ({
  page,
  context,
  baseURL,
}) => {
  const peer = await startPushServicePeer();
  try {
    const browser = peer.subscribe();
    await subscribeAtPeer(page, browser);
    await context.grantPermissions(['notifications']);
    await signedInAsNewUser(page, 'Listener', PASSWORD);
    await page.evaluate(() => navigator.serviceWorker.ready);

    await page.goto('/profile');
    const push = page.getByRole('region', { name: 'Push notifications in this browser' });
    await expect(push.getByText('Off in this browser.')).toBeVisible();
    await push.getByRole('button', { name: 'Turn On Push' }).click();
    await expect(push.getByText('On in this browser.')).toBeVisible();
    await push.getByRole('button', { name: 'Send a Test Notification' }).click();
    await expect(push.getByText('Test notification sent.')).toBeVisible();

    // At the push service: signed with the key the API gives browsers, encrypted for this browser.
    const received = await peer.next(browser.endpoint);
    const publicKey = (
      (await (await page.request.get('/api/push/public-key')).json()) as { publicKey: string }
    ).publicKey;
    expect(received.vapidPublicKey).toBe(publicKey);
    expect(peer.refused).toEqual([]);
    const message = JSON.parse(received.payload) as { title: string; body: string; url: string; tag: string };
    expect(message).toEqual({
      title: 'Push notifications are on',
      body: 'Marquee will tell you here when a film you follow is out.',
      url: '/',
      tag: 'push-test',
    });

    // Handed to Chromium's service worker as its push service's connection would.
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const registration = registrations.find((candidate) => !candidate.isDeleted);
        if (registration) resolve(registration.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(baseURL!).origin,
      registrationId: await registrationId,
      data: received.payload,
    });
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map(
          ({ title, body, tag, data }) => ({
            title,
            body,
            tag,
            data: data as unknown,
          }),
        ),
      );
    await expect
      .poll(shown)
      .toEqual([{ title: message.title, body: message.body, tag: message.tag, data: { url: '/' } }]);

    // Turned off: the API forgets this browser, and a test push reaches nobody.
    await push.getByRole('button', { name: 'Turn Off Push' }).click();
    await expect(push.getByText('Off in this browser.')).toBeVisible();
    const state = await page.evaluate(async () => {
      const answer = await fetch('/api/push/subscriptions', {
        headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
      });
      return answer.json();
    });
    expect(state).toEqual({ browsers: 0 });
  } finally {
    await peer.close();
  }
});
