import { sendPush, vapidKeys } from '@marquee/jobs';
import {
  startPushServicePeer,
  trustPushServicePeer,
  type PushServicePeer,
} from '@marquee/testing/pushServicePeer';
import { signedInUser, type SignedInUser } from './helpers/sessions';
import { useTestApp } from './helpers/testApp';

/** The local peer's host, and a made-up service to check the matching of subdomains. */
const t = useTestApp({ PUSH_SERVICE_HOSTS: '127.0.0.1,push.example' });
let peer: PushServicePeer;
beforeAll(async () => {
  trustPushServicePeer();
  peer = await startPushServicePeer();
});
afterAll(() => peer.close());

const subscribe = (user: SignedInUser, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/push/subscriptions', headers: user.headers, payload });
const unsubscribe = (user: SignedInUser, endpoint: string) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/push/subscriptions',
    headers: user.headers,
    payload: { endpoint },
  });
const sendTest = (user: SignedInUser) =>
  t.app.inject({ method: 'POST', url: '/api/push/test', headers: user.headers });
const services = () => ({ db: t.app.db, publicUrl: t.app.config.publicUrl });
const message = { title: 'Out today', body: 'Alien is in cinemas.', url: '/movie/348', tag: 'release-348' };

describe('/api/push', () => {
  test('the public key is made once and kept: every call and the sender use the same one', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/push/public-key' });
    expect(first.statusCode).toBe(200);
    const { publicKey } = first.json<{ publicKey: string }>();
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const again = await t.app.inject({ method: 'GET', url: '/api/push/public-key' });
    expect(again.json()).toEqual({ publicKey });
    expect((await vapidKeys(t.app.db)).publicKey).toBe(publicKey);
  });

  test('a subscription is validated, saved once per browser, and removed only by its owner', async () => {
    const ann = await signedInUser(t.app, { email: 'push-ann@example.com' });
    const bob = await signedInUser(t.app, { email: 'push-bob@example.com' });
    const browser = peer.subscribe();

    const plainHttp = await subscribe(ann, { ...browser, endpoint: 'http://push.example/abc' });
    expect(plainHttp.statusCode).toBe(400);
    for (const elsewhere of [
      'https://169.254.169.254/latest/meta-data',
      'https://push.example.attacker.test/abc',
      'https://evilpush.example/abc',
    ]) {
      const refused = await subscribe(ann, { ...browser, endpoint: elsewhere });
      expect([refused.statusCode, refused.json<{ message: string }>().message]).toEqual([
        400,
        "This browser's push service is not one Marquee can send to",
      ]);
    }
    const subdomain = await subscribe(ann, { ...browser, endpoint: 'https://updates.push.example/abc' });
    expect(subdomain.json()).toEqual({ browsers: 1 });
    await unsubscribe(ann, 'https://updates.push.example/abc');
    const shortKey = await subscribe(ann, { ...browser, keys: { ...browser.keys, auth: 'abc' } });
    expect(shortKey.statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/push/subscriptions', payload: browser })).statusCode,
    ).toBe(401);

    expect((await subscribe(ann, browser)).json()).toEqual({ browsers: 1 });
    expect((await subscribe(ann, browser)).json()).toEqual({ browsers: 1 });
    // Bob cannot turn Ann's browser off.
    expect((await unsubscribe(bob, browser.endpoint)).json()).toEqual({ browsers: 0 });
    const state = await t.app.inject({ method: 'GET', url: '/api/push/subscriptions', headers: ann.headers });
    expect(state.json()).toEqual({ browsers: 1 });
    expect((await unsubscribe(ann, browser.endpoint)).json()).toEqual({ browsers: 0 });
  });

  test('a push reaches each browser encrypted for it and signed with the VAPID key', async () => {
    const ann = await signedInUser(t.app, { email: 'push-send@example.com' });
    const laptop = peer.subscribe();
    const phone = peer.subscribe();
    await subscribe(ann, laptop);
    await subscribe(ann, phone);

    await sendPush(services(), ann.id, message);
    const [onLaptop, onPhone] = await Promise.all([peer.next(laptop.endpoint), peer.next(phone.endpoint)]);
    expect(JSON.parse(onLaptop.payload)).toEqual(message);
    expect(JSON.parse(onPhone.payload)).toEqual(message);
    expect(onLaptop.vapidPublicKey).toBe((await vapidKeys(t.app.db)).publicKey);
    expect(onLaptop.claims.aud).toBe(peer.origin);
    expect(onLaptop.ttl).toBe(86_400);
    expect(onLaptop.topic).toBe('release-348');
    expect(peer.refused).toEqual([]);
  });

  test('the test notification goes through the API to the user’s browsers only', async () => {
    const ann = await signedInUser(t.app, { email: 'push-test-ann@example.com' });
    const bob = await signedInUser(t.app, { email: 'push-test-bob@example.com' });
    const annBrowser = peer.subscribe();
    const bobBrowser = peer.subscribe();
    await subscribe(ann, annBrowser);
    await subscribe(bob, bobBrowser);

    expect((await sendTest(ann)).statusCode).toBe(204);
    const push = await peer.next(annBrowser.endpoint);
    expect(JSON.parse(push.payload)).toEqual({
      title: 'Push notifications are on',
      body: 'Marquee will tell you here when a film you follow is out.',
      url: '/',
      tag: 'push-test',
    });
    expect(peer.received.filter((item) => item.endpoint === bobBrowser.endpoint)).toEqual([]);
  });

  test('a browser the push service says is gone (410) is forgotten; the others still get the push', async () => {
    const ann = await signedInUser(t.app, { email: 'push-gone@example.com' });
    const old = peer.subscribe();
    const current = peer.subscribe();
    await subscribe(ann, old);
    await subscribe(ann, current);
    peer.expire(old.endpoint);

    await sendPush(services(), ann.id, message);
    expect(JSON.parse((await peer.next(current.endpoint)).payload)).toEqual(message);
    const state = await t.app.inject({ method: 'GET', url: '/api/push/subscriptions', headers: ann.headers });
    expect(state.json()).toEqual({ browsers: 1 });
  });

  test('a user without a browser subscribed gets nothing, and no error', async () => {
    const ann = await signedInUser(t.app, { email: 'push-none@example.com' });
    const before = peer.received.length;
    await expect(sendPush(services(), ann.id, message)).resolves.toBeUndefined();
    expect(peer.received).toHaveLength(before);
  });
});
