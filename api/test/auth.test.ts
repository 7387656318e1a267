import { createHmac } from 'node:crypto';
import { TEST_JWT_SECRET, useTestApp } from './helpers/testApp';
import { insertUser } from './helpers/users';

/** A JWT made by hand, as an attacker would: any algorithm, any key, any claims. */
function handMadeToken(claims: object, { alg = 'HS256', key = TEST_JWT_SECRET } = {}): string {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const unsigned = `${encode({ alg, typ: 'JWT' })}.${encode(claims)}`;
  const signature = alg === 'none' ? '' : createHmac('sha256', key).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}

describe('authenticate', () => {
  const t = useTestApp();
  let userId: string;
  let adminId: string;

  beforeAll(async () => {
    t.app.get('/api/test/me', { onRequest: t.app.authenticate }, async (request) => request.user);
    userId = await insertUser(t.app.db, { email: 'ann@example.com' });
    adminId = await insertUser(t.app.db, { email: 'root@example.com', role: 'admin' });
  });

  const me = (authorization?: string) =>
    t.app.inject({ method: 'GET', url: '/api/test/me', headers: authorization ? { authorization } : {} });

  test('a valid token lets the request through with its claims as request.user', async () => {
    const token = t.app.jwt.sign({ sub: adminId, role: 'admin', ver: 0 });
    const response = await me(`Bearer ${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ sub: adminId, role: 'admin', ver: 0 });
  });

  test('no token is a 401', async () => {
    const response = await me();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Authentication required' });
  });

  test('a hand-made token with our secret passes, so the checks below test the right thing', async () => {
    expect((await me(`Bearer ${handMadeToken({ sub: userId, role: 'user', ver: 0 })}`)).statusCode).toBe(200);
  });

  test('a token signed with another secret is a 401', async () => {
    const forged = handMadeToken(
      { sub: adminId, role: 'admin', ver: 0 },
      { key: 'another-secret-that-is-long-enough-42' },
    );
    const response = await me(`Bearer ${forged}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Your session is not valid. Please sign in again.' });
  });

  test('an unsigned token (alg none) is a 401', async () => {
    const unsigned = handMadeToken({ sub: adminId, role: 'admin', ver: 0 }, { alg: 'none' });
    expect((await me(`Bearer ${unsigned}`)).statusCode).toBe(401);
  });

  test('an expired token is a 401', async () => {
    const expired = handMadeToken({
      sub: userId,
      role: 'user',
      ver: 0,
      exp: Math.floor(Date.now() / 1000) - 60,
    });
    const response = await me(`Bearer ${expired}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Your session has expired. Please sign in again.' });
  });

  test('a token of a deleted account is a 401', async () => {
    const id = await insertUser(t.app.db, { email: 'gone@example.com' });
    const token = t.app.jwt.sign({ sub: id, role: 'user', ver: 0 });
    expect((await me(`Bearer ${token}`)).statusCode).toBe(200);
    await t.app.db('users').where({ id }).delete();
    const response = await me(`Bearer ${token}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'This account no longer exists.' });
  });

  test('a token issued before the token version was bumped is a 401', async () => {
    const token = t.app.jwt.sign({ sub: userId, role: 'user', ver: 0 });
    await t.app.db('users').where({ id: userId }).increment('token_version', 1);
    const refused = await me(`Bearer ${token}`);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({
      message: 'You were signed out because your password or sign-in method changed. Please sign in again.',
    });
    await t.app.db('users').where({ id: userId }).decrement('token_version', 1);
    expect((await me(`Bearer ${token}`)).statusCode).toBe(200);
  });

  test('a token whose id is not a user id is a 401', async () => {
    expect((await me(`Bearer ${t.app.jwt.sign({ sub: 'user-1', role: 'user', ver: 0 })}`)).statusCode).toBe(
      401,
    );
  });
});

describe('requireAdmin', () => {
  const t = useTestApp();
  let adminId: string;

  beforeAll(async () => {
    t.app.get('/api/test/admin', { onRequest: t.app.requireAdmin }, async () => ({ ok: true }));
    adminId = await insertUser(t.app.db, { email: 'root@example.com', role: 'admin' });
  });

  const adminRoute = (token?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/test/admin',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  test('guests get a 401', async () => {
    expect((await adminRoute()).statusCode).toBe(401);
  });

  test('an admin passes; once demoted, the same token is refused at once', async () => {
    const token = t.app.jwt.sign({ sub: adminId, role: 'admin', ver: 0 });
    expect((await adminRoute(token)).json()).toEqual({ ok: true });
    await t.app.db('users').where({ id: adminId }).update({ role: 'user' });
    const demoted = await adminRoute(token);
    expect(demoted.statusCode).toBe(401);
    expect(demoted.json()).toEqual({ message: 'Your account role has changed. Please sign in again.' });
    const userToken = t.app.jwt.sign({ sub: adminId, role: 'user', ver: 0 });
    const response = await adminRoute(userToken);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Admin access required' });
  });
});
