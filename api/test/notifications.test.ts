import { type NotificationsResponse, type NotificationPreference } from '@marquee/contracts';
import { createFilmLookup, createMailer, processors, type JobServices } from '@marquee/jobs';
import {
  startPushServicePeer,
  trustPushServicePeer,
  type PushServicePeer,
} from '@marquee/testing/pushServicePeer';
import { type App } from '../src/app';
import { signedInUser, type SignedInUser } from './helpers/sessions';
import { useTestApp } from './helpers/testApp';

/** Pushes go to the local push service peer only. */
const t = useTestApp({ PUSH_SERVICE_HOSTS: '127.0.0.1' });
let pushService: PushServicePeer;
beforeAll(async () => {
  trustPushServicePeer();
  pushService = await startPushServicePeer();
});
afterAll(() => pushService.close());

const DAY_MS = 24 * 60 * 60 * 1000;
/** A day relative to today, as the reminders job counts days (UTC). */
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

/** The services a worker gives the reminders job: this app's database and its local mailbox. */
function workerServices(app: App): JobServices {
  const logger = app.log;
  return {
    db: app.db,
    mailer: createMailer({ from: 'Marquee <no-reply@marquee.test>', db: app.db, logger }),
    publicUrl: 'http://localhost:8080',
    ai: app.ai,
    films: createFilmLookup(app.db, undefined),
  };
}

const runReminders = (app: App) =>
  processors['notification.reminders'](
    {},
    { logger: app.log, processedBy: 'bullmq-worker', services: workerServices(app) },
  );

async function remind(user: SignedInUser, movieId: number, releaseDate: string, weekBefore = false) {
  await t.app.db('reminders').insert({
    user_id: user.id,
    movie_id: movieId,
    title: `Film ${movieId}`,
    release_date: releaseDate,
    week_before: weekBefore,
  });
}

const mailsTo = (email: string) =>
  t.app.db('dev_mailbox').where({ to_address: email }).orderBy('subject').pluck<string[]>('subject');

async function centre(user: SignedInUser): Promise<NotificationsResponse> {
  const response = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: user.headers });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('release reminders', () => {
  let ada: SignedInUser;
  beforeAll(async () => {
    ada = await signedInUser(t.app, { name: 'Ada', email: 'ada@example.com' });
    await remind(ada, 1, day(0));
    await remind(ada, 2, day(-1));
    await remind(ada, 3, day(-7));
    await remind(ada, 4, day(7), true);
    await remind(ada, 5, day(3), true);
    await remind(ada, 6, day(30), true);
  });

  test('two runs at once send each due reminder once; a missed one is caught up, stale ones are dropped', async () => {
    await Promise.all([runReminders(t.app), runReminders(t.app)]);
    expect(await mailsTo('ada@example.com')).toEqual([
      'Film 1 is out today',
      'Film 2 is out',
      'Film 4 comes out soon',
    ]);
    const { notifications, unread } = await centre(ada);
    expect(unread).toBe(3);
    expect(notifications.map((n) => n.url).sort()).toEqual(['/movie/1', '/movie/2', '/movie/4']);

    // A later run (the next tick, a restarted worker) finds nothing left to send.
    expect(await runReminders(t.app)).toEqual({ handled: 0 });
    expect(await mailsTo('ada@example.com')).toHaveLength(3);
  });

  test('a user who switched reminder emails off gets them in the centre only', async () => {
    const bea = await signedInUser(t.app, { name: 'Bea', email: 'bea@example.com' });
    const off: NotificationPreference = { kind: 'release-reminder', channel: 'email', enabled: false };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: bea.headers,
      payload: { preferences: [off] },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ preferences: NotificationPreference[] }>().preferences).toContainEqual(off);
    await remind(bea, 1, day(0));
    await runReminders(t.app);
    expect(await mailsTo('bea@example.com')).toEqual([]);
    expect((await centre(bea)).notifications.map((n) => n.title)).toEqual(['Film 1 is out today']);
  });
});

test('a subscribed browser is pushed each reminder once, however many runs see it due', async () => {
  const eve = await signedInUser(t.app, { name: 'Eve', email: 'eve@example.com' });
  const browser = pushService.subscribe();
  const subscribed = await t.app.inject({
    method: 'PUT',
    url: '/api/push/subscriptions',
    headers: eve.headers,
    payload: browser,
  });
  expect(subscribed.statusCode).toBe(200);
  await remind(eve, 7, day(0));
  await Promise.all([runReminders(t.app), runReminders(t.app)]);
  await runReminders(t.app);
  const pushes = pushService.received.filter((push) => push.endpoint === browser.endpoint);
  expect(pushes.map((push) => JSON.parse(push.payload) as unknown)).toEqual([
    expect.objectContaining({ title: 'Film 7 is out today', url: '/movie/7' }),
  ]);
});

describe('the notification centre', () => {
  let cy: SignedInUser;
  let dan: SignedInUser;
  beforeAll(async () => {
    cy = await signedInUser(t.app, { name: 'Cy', email: 'cy@example.com' });
    dan = await signedInUser(t.app, { name: 'Dan', email: 'dan@example.com' });
  });

  test('a like on your review is notified once, however often it is taken back and given again', async () => {
    const [review] = await t.app
      .db('reviews')
      .insert({ user_id: cy.id, movie_id: 550, movie_title: 'Fight Club', rating: 5, comment: 'Great.' })
      .returning<{ id: string }[]>('id');
    for (let i = 0; i < 3; i += 1) {
      const liked = await t.app.inject({
        method: 'POST',
        url: `/api/reviews/${review!.id}/like`,
        headers: dan.headers,
        payload: { type: 'like' },
      });
      expect(liked.statusCode).toBe(200);
    }
    const { notifications, unread } = await centre(cy);
    expect(unread).toBe(1);
    expect(notifications).toEqual([
      expect.objectContaining({
        kind: 'review-activity',
        title: 'Dan liked your review',
        url: `/reviews/${review!.id}`,
        read: false,
      }),
    ]);
  });

  test('the bell counts unread ones; one or all are marked read; nobody else can mark them', async () => {
    const count = () =>
      t.app
        .inject({ method: 'GET', url: '/api/notifications/unread-count', headers: cy.headers })
        .then((response) => response.json<{ unread: number }>().unread);
    expect(await count()).toBe(1);
    const [first] = (await centre(cy)).notifications;
    const byDan = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/${first!.id}/read`,
      headers: dan.headers,
    });
    expect(byDan.statusCode).toBe(404);
    const read = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/${first!.id}/read`,
      headers: cy.headers,
    });
    expect(read.json()).toEqual({ unread: 0 });
    expect((await centre(cy)).notifications[0]!.read).toBe(true);
    const all = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: cy.headers,
    });
    expect(all.json()).toEqual({ unread: 0 });
  });

  test('guests are refused and preferences are validated', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: cy.headers,
      payload: { preferences: [{ kind: 'spam', channel: 'email', enabled: true }] },
    });
    expect(bad.statusCode).toBe(400);
    const defaults = await t.app.inject({
      method: 'GET',
      url: '/api/notifications/preferences',
      headers: cy.headers,
    });
    const preferences = defaults.json<{ preferences: NotificationPreference[] }>().preferences;
    expect(preferences).toHaveLength(12);
    expect(preferences).toContainEqual({ kind: 'review-activity', channel: 'email', enabled: false });
    expect(preferences).toContainEqual({ kind: 'release-reminder', channel: 'email', enabled: true });
  });
});
