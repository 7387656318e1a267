import { type NotificationsResponse } from '@marquee/contracts';
import { type Language } from '@marquee/contracts/languages';
import { createMailer, runWeeklyDigest } from '@marquee/jobs';
import {} from '@marquee/testing/smtpPeer';
import { insertCatalogFilms } from './helpers/catalogFilms';
import { signedInUser, type SignedInUser } from './helpers/sessions';
import { useMailingTestApp } from './helpers/testApp';

/**
 * Emails and notifications reach each account in its own language (users.language), read with the
 * recipient: the SMTP peer receives them as a mail server would.
 */
const t = useMailingTestApp();

async function member(name: string, email: string, language: Language | null): Promise<SignedInUser> {
  const user = await signedInUser(t.app, { name, email });
  await t.app.db('users').where({ id: user.id }).update({ language });
  return user;
}

async function centre(user: SignedInUser): Promise<NotificationsResponse> {
  const response = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: user.headers });
  expect(response.statusCode).toBe(200);
  return response.json();
}

test('a German account gets its password reset email in German, an Arabic one right to left', async () => {
  await member('Greta', 'greta@example.com', 'de');
  await member('Amal', 'amal@example.com', 'ar');
  for (const email of ['greta@example.com', 'amal@example.com']) {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
    });
    expect(answer.statusCode).toBe(200);
  }
  const german = await t.inbox.next('greta@example.com');
  expect(german.subject).toBe('Setze dein Marquee-Passwort zurück');
  expect(german.text).toContain('Hallo Greta,');
  expect(german.text).toMatch(/^Passwort zurücksetzen: https:\/\/marquee\.test\/reset-password\?token=/m);
  expect(german.html).toContain('<html lang="de" dir="ltr">');
  const arabic = await t.inbox.next('amal@example.com');
  expect(arabic.subject).toBe('أعد تعيين كلمة مرورك في Marquee');
  expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
});

test('a release reminder is written in German for a German account: the centre, the email and its footnote', async () => {
  const hans = await member('Hans', 'hans@example.com', 'de');
  const today = new Date().toISOString().slice(0, 10);
  await t.app
    .db('reminders')
    .insert({ user_id: hans.id, movie_id: 4242, title: 'Das Boot', release_date: today });
  await t.app.jobs.enqueueAndWait('notification.reminders', {});

  const mail = await t.inbox.next('hans@example.com');
  expect(mail.subject).toBe('Das Boot erscheint heute');
  expect(mail.text).toContain('Der Film, an den du erinnert werden wolltest, erscheint heute.');
  expect(mail.text).toContain('In Marquee öffnen: https://marquee.test/movie/4242');
  expect(mail.text).toContain('weil E-Mails für Erinnerungen an Filmstarts');
  expect((await centre(hans)).notifications).toEqual([
    expect.objectContaining({ kind: 'release-reminder', title: 'Das Boot erscheint heute' }),
  ]);
});

test('a like is notified in the language of the review’s author, not the liker’s', async () => {
  const sofia = await member('Sofía', 'sofia@example.com', 'es');
  const dan = await member('Dan', 'dan@example.com', 'de');
  const [review] = await t.app
    .db('reviews')
    .insert({ user_id: sofia.id, movie_id: 550, movie_title: 'Fight Club', rating: 5, comment: 'Genial.' })
    .returning<{ id: string }[]>('id');
  const liked = await t.app.inject({
    method: 'POST',
    url: `/api/reviews/${review!.id}/like`,
    headers: dan.headers,
    payload: { type: 'like' },
  });
  expect(liked.statusCode).toBe(200);
  expect((await centre(sofia)).notifications).toEqual([
    expect.objectContaining({ kind: 'review-activity', title: 'A Dan le ha gustado tu reseña' }),
  ]);
});

test('the weekly digest of a German account is in German, with the plural each count takes', async () => {
  const rita = await member('Rita', 'rita@example.com', 'de');
  const cal = await member('Cal', 'cal@example.com', null);
  await t.app.db('users').where({ id: cal.id }).update({ handle: 'cal' });
  await insertCatalogFilms(t.app.db, [{ id: 7001, title: 'Dune: Part Three', release_date: '2026-03-04' }]);
  await t.app.db('watchlist_items').insert({ user_id: rita.id, movie_id: 7001, title: 'Dune: Part Three' });
  await t.app.db('follows').insert({ follower_id: rita.id, followee_id: cal.id });
  await t.app.db('reviews').insert(
    [7002, 7003].map((movieId) => ({
      user_id: cal.id,
      movie_id: movieId,
      movie_title: `Film ${movieId}`,
      rating: 4,
      comment: 'Gut.',
      created_at: '2026-02-28T12:00:00Z',
    })),
  );

  // A Monday morning in UTC (the time zone of accounts that reported none) long past: the app's own hourly
  // runs, which are for now, find nothing to say to Rita.
  const at = new Date('2026-03-02T08:00:00Z');
  const mailer = createMailer({
    smtpUrl: t.inbox.url,
    from: 'Marquee <no-reply@marquee.test>',
    db: t.app.db,
    logger: t.app.log,
  });
  try {
    const sent = await runWeeklyDigest(
      { db: t.app.db, mailer, publicUrl: 'https://marquee.test' },
      t.app.log,
      {
        at,
      },
    );
    expect(sent).toMatchObject({ sent: 1, failed: 0 });
  } finally {
    mailer.close();
  }
  const mail = await t.inbox.next('rita@example.com');
  expect(mail.subject).toBe('Deine Woche auf Marquee');
  expect(mail.text).toContain('- Dune: Part Three: erscheint am Mi., 4. März');
  expect(mail.text).toContain('- Cal: 2 Kritiken geschrieben');
  expect(mail.html).toContain('<html lang="de" dir="ltr">');
});

test('an account made on a Spanish page gets its first email, the verification, in Spanish', async () => {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: { 'accept-language': 'es' },
    payload: { name: 'Sol', email: 'sol@example.com', password: 'girasoles' },
  });
  expect(answer.statusCode).toBe(201);
  expect(answer.json().message).toBe(
    '¡Registro completado! Revisa tu correo electrónico para verificar tu cuenta antes de iniciar sesión.',
  );
  const mail = await t.inbox.next('sol@example.com');
  expect(mail.subject).toBe('Verifica tu correo para Marquee');
  // The account has chosen no language: its browser's still decides its pages.
  expect(await t.app.db('users').where({ email: 'sol@example.com' }).first('language')).toEqual({
    language: null,
  });
});
