import { useMailingTestApp } from './helpers/testApp';
import { pathOf } from '@marquee/testing/smtpPeer';
import { insertUser } from './helpers/users';

const t = useMailingTestApp();

const post = (url: string, payload: object, token?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

const register = (email: string, password = 'secret1', name = 'Ann Lee') =>
  post('/api/auth/register', { name, email, password });
const login = (email: string, password = 'secret1') => post('/api/auth/login', { email, password });

/** Registers and verifies through the emailed link; returns the session of a first sign-in. */
async function signedUpUser(email: string, password = 'secret1') {
  expect((await register(email, password)).statusCode).toBe(201);
  const mail = await t.inbox.next(email);
  await t.app.inject({ method: 'GET', url: pathOf(mail.links[0] ?? '') });
  const response = await login(email, password);
  expect(response.statusCode).toBe(200);
  return response.json<{ token: string; user: { id: string; email: string } }>();
}

describe('sign-up and email verification', () => {
  test('registering sends a verification email; the link verifies once; then sign-in works', async () => {
    const response = await register('Ann.Lee@Example.com');
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toMatch(/check your email/i);
    expect(response.json()).not.toHaveProperty('token');

    const refused = await login('ann.lee@example.com');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('verify your email');

    const mail = await t.inbox.next('ann.lee@example.com');
    expect(mail.subject).toBe('Verify your email for Marquee');
    expect(mail.html).toContain('#f5b942');
    const [link] = mail.links;
    expect(link).toMatch(/^https:\/\/marquee\.test\/api\/auth\/verify-email\?token=[\w-]{43}$/);

    const verified = await t.app.inject({ method: 'GET', url: pathOf(link ?? '') });
    expect(verified.statusCode).toBe(302);
    expect(verified.headers.location).toBe('/email-verified?success=true');
    // The link again: the address is verified already, which the page says with a way to sign in.
    const again = await t.app.inject({ method: 'GET', url: pathOf(link ?? '') });
    expect(again.headers.location).toBe('/email-verified?success=true&already=true');

    const session = await login('ANN.LEE@example.com');
    expect(session.statusCode).toBe(200);
    const { token, user } = session.json();
    expect(user).toMatchObject({
      name: 'Ann Lee',
      email: 'ann.lee@example.com',
      role: 'user',
      isGoogleUser: false,
    });
    const claims = t.app.jwt.decode<{ sub: string; role: string; ver: number; exp: number; iat: number }>(
      token,
    );
    expect(claims).toMatchObject({ sub: user.id, role: 'user', ver: 0 });
    expect(claims?.exp).toBeGreaterThan(claims?.iat ?? Infinity);
  });

  test('the link of an earlier verification email, once the address is verified, says it already is', async () => {
    await register('twice@example.com');
    const first = await t.inbox.next('twice@example.com');
    await post('/api/auth/resend-verification', { email: 'twice@example.com' });
    const second = await t.inbox.next('twice@example.com');

    const verified = await t.app.inject({ method: 'GET', url: pathOf(second.links[0] ?? '') });
    expect(verified.headers.location).toBe('/email-verified?success=true');
    const earlier = await t.app.inject({ method: 'GET', url: pathOf(first.links[0] ?? '') });
    expect(earlier.headers.location).toBe('/email-verified?success=true&already=true');
  });

  test('a verification link without a token or with an unknown one fails', async () => {
    for (const url of ['/api/auth/verify-email', '/api/auth/verify-email?token=nope']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers.location).toMatch(/^\/email-verified\?success=false&error=/);
    }
  });

  test('emails are unique without regard to case: a duplicate is a 409', async () => {
    expect((await register('dup@example.com')).statusCode).toBe(201);
    const duplicate = await register('DUP@Example.COM');
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ message: 'An account with this email already exists' });
  });

  test('passwords are stored as argon2id hashes', async () => {
    await register('hash@example.com', 'secret-password');
    const { password_hash: hash } = await t.app.db('users').where({ email: 'hash@example.com' }).first();
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(hash).not.toContain('secret-password');
  });

  test('every field is validated and a 400 names it', async () => {
    const cases: [object, RegExp][] = [
      [{ name: 'A', email: 'a@example.com', password: '12345' }, /^Password must be at least 6 /],
      [{ name: 'A', email: 'not-an-email', password: '123456' }, /^Email /],
      [{ email: 'a@example.com', password: '123456' }, /^Name /],
      [{ name: '   ', email: 'a@example.com', password: '123456' }, /^Name /],
    ];
    for (const [payload, field] of cases) {
      const response = await post('/api/auth/register', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(field);
    }
    expect((await post('/api/auth/login', { email: 'a@example.com' })).json().message).toBe(
      'Password is required.',
    );
  });

  test('a wrong password and an unknown email get the same answer', async () => {
    await signedUpUser('known@example.com');
    const wrongPassword = await login('known@example.com', 'wrong-password');
    const unknownEmail = await login('unknown@example.com', 'wrong-password');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownEmail.json());
  });

  test('resend verification answers the same for any address and mails only unverified accounts', async () => {
    await register('resend@example.com');
    await t.inbox.next('resend@example.com');
    const known = await post('/api/auth/resend-verification', { email: 'resend@example.com' });
    const unknown = await post('/api/auth/resend-verification', { email: 'nobody@example.com' });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    const mail = await t.inbox.next('resend@example.com');
    const verified = await t.app.inject({ method: 'GET', url: pathOf(mail.links[0] ?? '') });
    expect(verified.headers.location).toBe('/email-verified?success=true');
    expect(t.inbox.messages.some((message) => message.to.includes('nobody@example.com'))).toBe(false);
  });
});

describe('password reset', () => {
  test('the emailed token resets once, within the hour, and signs out every session', async () => {
    const { token: oldSession } = await signedUpUser('reset@example.com', 'old-password');
    const answer = await post('/api/auth/forgot-password', { email: 'reset@example.com' });
    const unknown = await post('/api/auth/forgot-password', { email: 'ghost@example.com' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual(unknown.json());

    const mail = await t.inbox.next('reset@example.com');
    expect(mail.text).toContain('expires in 1 hour');
    const link = new URL(mail.links[0] ?? '');
    expect(link.origin + link.pathname).toBe('https://marquee.test/reset-password');
    const resetToken = link.searchParams.get('token') ?? '';

    // Only a hash is stored: the raw token appears nowhere in the database.
    const stored = await t.app
      .db('one_time_tokens')
      .where({ purpose: 'reset_password' })
      .select('token_hash');
    expect(stored.map((row) => Buffer.from(row.token_hash).toString('base64url'))).not.toContain(resetToken);

    const reset = await post('/api/auth/reset-password', { token: resetToken, newPassword: 'new-password' });
    expect(reset.statusCode).toBe(200);
    expect((await login('reset@example.com', 'old-password')).statusCode).toBe(401);
    expect((await login('reset@example.com', 'new-password')).statusCode).toBe(200);

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/' + t.app.jwt.decode<{ sub: string }>(oldSession)?.sub,
      headers: { authorization: `Bearer ${oldSession}` },
    });
    expect(me.statusCode).toBe(401);

    const reused = await post('/api/auth/reset-password', {
      token: resetToken,
      newPassword: 'third-password',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toMatch(/invalid or expired/i);
  });

  test('an expired reset token is refused, and a short password is a 400', async () => {
    await signedUpUser('expired@example.com');
    await post('/api/auth/forgot-password', { email: 'expired@example.com' });
    const resetToken = new URL((await t.inbox.next('expired@example.com')).links[0] ?? '').searchParams.get(
      'token',
    );
    const short = await post('/api/auth/reset-password', { token: resetToken, newPassword: '12345' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Password must be at least 6 characters long');
    await t.app.db('one_time_tokens').update({ expires_at: t.app.db.raw("now() - interval '1 second'") });
    const expired = await post('/api/auth/reset-password', {
      token: resetToken,
      newPassword: 'new-password',
    });
    expect(expired.statusCode).toBe(400);
  });
});

describe('/api/users/:id', () => {
  const authed = (method: 'GET' | 'PATCH' | 'DELETE', id: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `/api/users/${id}`, headers: { authorization: `Bearer ${token}` }, payload });

  test('a user reads and changes their own account only; an admin any', async () => {
    const ann = await signedUpUser('owner@example.com');
    const bob = await signedUpUser('other@example.com');
    const own = await authed('GET', ann.user.id, ann.token);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      email: 'owner@example.com',
      isGoogleUser: false,
      stats: { watchlistItems: 0, reviewsWritten: 0 },
    });
    expect((await authed('GET', bob.user.id, ann.token)).statusCode).toBe(403);
    expect((await authed('PATCH', bob.user.id, ann.token, { name: 'Hacked' })).statusCode).toBe(403);
    expect((await authed('DELETE', bob.user.id, ann.token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/users/${ann.user.id}` })).statusCode).toBe(401);

    await insertUser(t.app.db, { email: 'admin@example.com', password: 'admin-pass', role: 'admin' });
    const admin = (await login('admin@example.com', 'admin-pass')).json<{ token: string }>();
    expect((await authed('GET', bob.user.id, admin.token)).json().email).toBe('other@example.com');
    expect((await authed('GET', 'not-a-uuid', admin.token)).statusCode).toBe(400);
  });

  test('changing the name is immediate; a new email is used once its link is followed', async () => {
    const ann = await signedUpUser('change@example.com');
    await signedUpUser('taken@example.com');
    const renamed = await authed('PATCH', ann.user.id, ann.token, { name: '  Ann Marie  ' });
    expect(renamed.json()).toMatchObject({ name: 'Ann Marie', email: 'change@example.com' });
    expect((await authed('PATCH', ann.user.id, ann.token, { name: '' })).statusCode).toBe(400);
    expect((await authed('PATCH', ann.user.id, ann.token, { email: 'TAKEN@example.com' })).statusCode).toBe(
      409,
    );

    const pending = await authed('PATCH', ann.user.id, ann.token, { email: 'New@Example.com' });
    expect(pending.json()).toMatchObject({ email: 'change@example.com', pendingEmail: 'new@example.com' });
    const mail = await t.inbox.next('new@example.com');
    expect(mail.subject).toBe('Confirm your new email for Marquee');
    const followed = await t.app.inject({ method: 'GET', url: pathOf(mail.links[0] ?? '') });
    expect(followed.headers.location).toBe('/email-verified?success=true');
    const after = await authed('GET', ann.user.id, ann.token);
    expect(after.json()).toMatchObject({ email: 'new@example.com' });
    expect(after.json()).not.toHaveProperty('pendingEmail');
    expect((await login('new@example.com')).statusCode).toBe(200);
  });

  test('deleting the account removes it with its tokens; its session is refused', async () => {
    const ann = await signedUpUser('delete@example.com');
    const deleted = await authed('DELETE', ann.user.id, ann.token);
    expect(deleted.statusCode).toBe(200);
    expect(await t.app.db('users').where({ id: ann.user.id }).first()).toBeUndefined();
    expect(await t.app.db('one_time_tokens').where({ user_id: ann.user.id })).toEqual([]);
    expect((await authed('GET', ann.user.id, ann.token)).statusCode).toBe(401);
    expect((await login('delete@example.com')).statusCode).toBe(401);
  });
});

describe('email jobs', () => {
  test('a job run twice with one delivery id sends one email', async () => {
    const userId = await insertUser(t.app.db, { email: 'once@example.com', verified: false });
    const payload = { kind: 'verify-email' as const, userId, deliveryId: 'email-once-test' };
    expect(await t.app.jobs.enqueueAndWait('email.send', payload)).toEqual({ status: 'sent' });
    expect(await t.app.jobs.enqueueAndWait('email.send', payload)).toEqual({ status: 'already-sent' });
    await t.inbox.next('once@example.com');
    expect(t.inbox.messages.filter((message) => message.to.includes('once@example.com'))).toHaveLength(1);
  });

  test('a refused message is retried and then delivered once', async () => {
    const userId = await insertUser(t.app.db, { email: 'retry@example.com', verified: false });
    t.inbox.refuseNext(1);
    const result = await t.app.jobs.enqueueAndWait(
      'email.send',
      { kind: 'verify-email', userId, deliveryId: 'email-retry-test' },
      { timeoutMs: 20_000 },
    );
    expect(result).toEqual({ status: 'sent' });
    expect(t.inbox.messages.filter((message) => message.to.includes('retry@example.com'))).toHaveLength(1);
  });

  test('the local mailbox is not served when SMTP is configured', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/mail' })).statusCode).toBe(404);
  });
});
