import { mailHeader, pathOf } from '@marquee/testing/smtpPeer';
import { insertCatalogFilms } from './helpers/catalogFilms';
import { signedInUser, type SignedInUser } from './helpers/sessions';
import { useMailingTestApp } from './helpers/testApp';

const t = useMailingTestApp();

/** A fixed-offset IANA zone where it is `hour` o'clock now (Etc/GMT-2 is UTC+2: the sign is POSIX's). */
function zoneAtHour(hour: number): string {
  let offset = (hour - new Date().getUTCHours() + 24) % 24;
  if (offset > 14) offset -= 24;
  return offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

const today = () => new Date().toISOString().slice(0, 10);
const runDigest = () => t.app.jobs.enqueueAndWait('digest.weekly', {});
const setZone = (user: SignedInUser, timeZone: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/users/${user.id}/time-zone`,
    headers: user.headers,
    payload: { timeZone },
  });
const digestEmailOn = async (userId: string) =>
  !(await t.app
    .db('notification_preferences')
    .where({ user_id: userId, kind: 'weekly-digest', channel: 'email', enabled: false })
    .first());

let reader: SignedInUser;
let critic: SignedInUser;

beforeAll(async () => {
  await insertCatalogFilms(t.app.db, [{ id: 7001, title: 'Dune: Part Three', release_date: today() }]);
  reader = await signedInUser(t.app, { name: 'Rita', email: 'rita@example.com' });
  critic = await signedInUser(t.app, { name: 'Cal', email: 'cal@example.com' });
  await t.app.db('users').where({ id: critic.id }).update({ handle: 'cal' });
  await t.app.db('watchlist_items').insert([
    { user_id: reader.id, movie_id: 7001, title: 'Dune: Part Three' },
    // Not in the local catalog (a TMDB film): its date is the reminder's.
    { user_id: reader.id, movie_id: 9001, title: 'Paddington 4' },
  ]);
  await t.app.db('reminders').insert({
    user_id: reader.id,
    movie_id: 9001,
    title: 'Paddington 4',
    release_date: new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10),
  });
  await t.app.db('follows').insert({ follower_id: reader.id, followee_id: critic.id });
  await t.app
    .db('reviews')
    .insert({ user_id: critic.id, movie_id: 7002, movie_title: 'Alien', rating: 5, comment: 'Still scary.' });
  // The app runs the digest once as it starts (its schedule, in process): evening for everyone then, so
  // that run sends nothing, and the tests start once it is over.
  await t.app.db('users').update({ time_zone: zoneAtHour(20) });
  await t.app.ready();
  await jobsSettled();
});

/** Resolves once the in-process queues have no job waiting or running. */
async function jobsSettled(): Promise<void> {
  for (;;) {
    const counts = Object.values(await t.app.jobs.counts());
    if (counts.every(({ waiting, active, delayed }) => waiting + active + delayed === 0)) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

test('the browser’s time zone is stored when Intl and Postgres know it, refused otherwise', async () => {
  expect((await setZone(reader, 'Europe/Paris')).json()).toEqual({ timeZone: 'Europe/Paris' });
  expect(await t.app.db('users').where({ id: reader.id }).first('time_zone')).toEqual({
    time_zone: 'Europe/Paris',
  });
  for (const wrong of ['Mars/Olympus_Mons', '+02:00', 'Europe/Paris; drop table users']) {
    const response = await setZone(reader, wrong);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.stringContaining('IANA time zone') });
  }
  const other = await t.app.inject({
    method: 'PUT',
    url: `/api/users/${critic.id}/time-zone`,
    headers: reader.headers,
    payload: { timeZone: 'UTC' },
  });
  expect(other.statusCode).toBe(403);
});

test('the digest reaches a user in their morning once a week, with the one-click unsubscribe headers', async () => {
  // The critic has nothing to say and it is evening for them; the reader's morning has begun.
  expect((await setZone(reader, zoneAtHour(8))).statusCode).toBe(200);
  expect((await setZone(critic, zoneAtHour(20))).statusCode).toBe(200);

  expect(await runDigest()).toEqual({ sent: 1, 'already-sent': 0, 'nothing-to-say': 0, failed: 0 });
  const mail = await t.inbox.next('rita@example.com');
  expect(mail.subject).toBe('Your week on Marquee');
  expect(mail.text).toContain('Dune: Part Three: out');
  expect(mail.text).toContain('Paddington 4: comes out');
  expect(mail.text).toContain('Cal wrote 1 review');
  const unsubscribe = mailHeader(mail.raw, 'List-Unsubscribe');
  expect(unsubscribe).toMatch(/^<https:\/\/marquee\.test\/api\/email\/unsubscribe\?token=[A-Za-z0-9]{64}>$/);
  expect(mailHeader(mail.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  // The same address is in the body for people.
  expect(mail.links).toContain(unsubscribe.slice(1, -1));

  // Later runs of the week send nothing: the week is dealt with.
  expect(await runDigest()).toEqual({ sent: 0, 'already-sent': 0, 'nothing-to-say': 0, failed: 0 });
  // Even when the week's mark is lost (a run killed before it), two runs at once find the delivery row.
  await t.app.db('users').where({ id: reader.id }).update({ digest_week: null });
  const [first, second] = await Promise.all([runDigest(), runDigest()]);
  expect(first.sent + second.sent).toBe(0);
  expect(first['already-sent'] + second['already-sent']).toBeGreaterThanOrEqual(1);
  expect(t.inbox.messages.filter((message) => message.to.includes('rita@example.com'))).toHaveLength(1);
});

test('a user with nothing to say gets no digest, and is not looked at again this week', async () => {
  expect((await setZone(critic, zoneAtHour(9))).statusCode).toBe(200);
  expect(await runDigest()).toEqual({ sent: 0, 'already-sent': 0, 'nothing-to-say': 1, failed: 0 });
  expect(await runDigest()).toEqual({ sent: 0, 'already-sent': 0, 'nothing-to-say': 0, failed: 0 });
  expect(t.inbox.messages.filter((message) => message.to.includes('cal@example.com'))).toHaveLength(0);
});

test('the unsubscribe link: GET only shows a button; POSTing the List-Unsubscribe URL unsubscribes, no sign-in', async () => {
  const [message] = t.inbox.messages.filter((candidate) => candidate.to.includes('rita@example.com'));
  const url = pathOf(mailHeader(message!.raw, 'List-Unsubscribe').slice(1, -1));

  const page = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  expect(page.body).toContain('<form method="post"');
  expect(await digestEmailOn(reader.id)).toBe(true);

  // What a mail client sends for the one-click button (RFC 8058 §3.1).
  const oneClick = await t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });
  expect(oneClick.statusCode).toBe(200);
  expect(oneClick.json()).toEqual({ message: 'Unsubscribed from the weekly digest' });
  expect(await digestEmailOn(reader.id)).toBe(false);

  // The page's button gets a page back; doing it again changes nothing.
  const fromPage = await t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    payload: 'List-Unsubscribe=One-Click',
  });
  expect(fromPage.statusCode).toBe(200);
  expect(fromPage.body).toContain('You are unsubscribed');

  // Next week (the week's mark and delivery gone), the unsubscribed reader is not due.
  await t.app.db('users').where({ id: reader.id }).update({ digest_week: null });
  await t.app.db('email_deliveries').where('job_id', 'like', `weekly-digest.${reader.id}.%`).delete();
  expect((await runDigest()).sent).toBe(0);
});

test('an unknown token or a POST without the one-click form changes nothing', async () => {
  const unknown = '/api/email/unsubscribe?token=0123456789abcdef0123456789abcdef';
  const page = await t.app.inject({ method: 'GET', url: unknown, headers: { accept: 'text/html' } });
  expect(page.statusCode).toBe(404);
  expect(page.body).toContain('This link does not work');
  // A reader's browser in Arabic gets the page in Arabic, right to left.
  const arabic = await t.app.inject({
    method: 'GET',
    url: unknown,
    headers: { accept: 'text/html', 'accept-language': 'ar-EG,ar;q=0.9' },
  });
  expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
  expect(arabic.body).toContain('<h1>هذا الرابط لا يعمل</h1>');
  expect((await t.app.inject({ method: 'GET', url: unknown })).json()).toEqual({
    message: 'This unsubscribe link is not valid',
  });
  const post = await t.app.inject({
    method: 'POST',
    url: unknown,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });
  expect(post.statusCode).toBe(404);
  expect(post.json()).toEqual({ message: 'This unsubscribe link is not valid' });

  const { unsubscribe_token: token } = await t.app
    .db('users')
    .where({ id: critic.id })
    .first('unsubscribe_token');
  const noForm = await t.app.inject({
    method: 'POST',
    url: `/api/email/unsubscribe?token=${token}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=Later',
  });
  expect(noForm.statusCode).toBe(400);
  expect(await digestEmailOn(critic.id)).toBe(true);
});
