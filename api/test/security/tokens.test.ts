import { createOneTimeToken } from '@marquee/jobs';
import { call, member } from '../helpers/adminFixtures';
import { TEST_JWT_SECRET, useTestApp } from '../helpers/testApp';
import { claimsOf, craftToken, withPayload } from './forgedTokens';

const t = useTestApp();
const HS256 = { alg: 'HS256', typ: 'JWT' };
const now = () => Math.floor(Date.now() / 1000);

/** A token must be refused on a user route and on an admin route, with 401 and a message. */
async function expectRefused(token: string, status = 401) {
  for (const url of ['/api/admin/stats', '/api/ai/search']) {
    const response = await t.app.inject({
      method: url.includes('admin') ? 'GET' : 'POST',
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(url.includes('search') && { payload: { query: 'heist films' } }),
    });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ message: expect.any(String) });
  }
}

describe('forged and stale session tokens', () => {
  test('a valid admin token is accepted (the baseline the attacks below alter)', async () => {
    const admin = await member(t.app, 'baseline@example.com', 'admin');
    expect((await call(t.app, 'GET', '/api/admin/stats', admin.token)).statusCode).toBe(200);
  });

  test('alg none, with or without a signature, is refused', async () => {
    const admin = await member(t.app, 'none@example.com', 'admin');
    const claims = claimsOf(admin.token);
    await expectRefused(craftToken({ alg: 'none', typ: 'JWT' }, claims));
    await expectRefused(craftToken({ alg: 'none', typ: 'JWT' }, claims, TEST_JWT_SECRET));
    await expectRefused(craftToken({ alg: 'NONE' }, claims));
  });

  test('another algorithm, or a signature under another secret, is refused', async () => {
    const admin = await member(t.app, 'wrong-key@example.com', 'admin');
    const claims = claimsOf(admin.token);
    await expectRefused(craftToken(HS256, claims, 'a-secret-the-server-never-had-0123456789'));
    // The right secret under an algorithm the server does not accept.
    await expectRefused(craftToken({ alg: 'HS512', typ: 'JWT' }, claims, TEST_JWT_SECRET));
    await expectRefused(`${admin.token.slice(0, -2)}xx`);
    await expectRefused(admin.token.split('.').slice(0, 2).join('.'));
  });

  test('an expired token is refused, though correctly signed', async () => {
    const admin = await member(t.app, 'expired@example.com', 'admin');
    const claims = { ...claimsOf(admin.token), iat: now() - 3_600, exp: now() - 60 };
    await expectRefused(craftToken(HS256, claims, TEST_JWT_SECRET));
  });

  test('a payload changed under the old signature (role or subject) is refused', async () => {
    const user = await member(t.app, 'tamper@example.com');
    const admin = await member(t.app, 'tamper-target@example.com', 'admin');
    await expectRefused(withPayload(user.token, { ...claimsOf(user.token), role: 'admin' }));
    await expectRefused(withPayload(user.token, { ...claimsOf(user.token), sub: admin.id }));
    await expectRefused(withPayload(user.token, { ...claimsOf(user.token), exp: now() + 10 * 365 * 86_400 }));
  });

  test('correctly signed claims that do not match the account are refused', async () => {
    const user = await member(t.app, 'claims@example.com');
    const claims = claimsOf(user.token);
    await expectRefused(craftToken(HS256, { ...claims, role: 'admin' }, TEST_JWT_SECRET));
    await expectRefused(craftToken(HS256, { ...claims, ver: 1 }, TEST_JWT_SECRET));
    await expectRefused(craftToken(HS256, { sub: user.id, role: 'user' }, TEST_JWT_SECRET));
    await expectRefused(craftToken(HS256, { ...claims, sub: 'not-a-uuid' }, TEST_JWT_SECRET));
    await expectRefused(craftToken(HS256, { ...claims, sub: "' OR 1=1 --" }, TEST_JWT_SECRET));
  });

  test('the token of a deleted account is refused', async () => {
    const admin = await member(t.app, 'deleted@example.com', 'admin');
    await t.app.db('users').where({ id: admin.id }).delete();
    await expectRefused(admin.token);
  });

  test('a demoted admin loses the admin routes at once, whatever the token says', async () => {
    const demoted = await member(t.app, 'demoted@example.com', 'admin');
    const other = await member(t.app, 'demoter@example.com', 'admin');
    const demotion = await call(t.app, 'PATCH', `/api/admin/users/${demoted.id}/demote`, other.token);
    expect(demotion.statusCode).toBe(200);
    await expectRefused(demoted.token);
  });

  test('a password reset ends every session issued before it', async () => {
    const user = await member(t.app, 'reset@example.com');
    const resetToken = await createOneTimeToken(t.app.db, user.id, 'reset_password');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: resetToken, newPassword: 'a brand new password' },
    });
    expect(reset.statusCode).toBe(200);
    await expectRefused(user.token);
    // Even re-signed with the right secret, the old version stays refused.
    await expectRefused(craftToken(HS256, claimsOf(user.token), TEST_JWT_SECRET));
  });

  test('a malformed authorization header is a 401 with a message', async () => {
    for (const authorization of ['Bearer', 'Bearer ', 'Basic dXNlcjpwYXNz', 'Bearer a.b.c', 'Bearer 💥']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/admin/stats',
        headers: { authorization },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
  });
});
