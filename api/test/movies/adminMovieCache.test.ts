import { useLiveTmdbTestApp } from '../helpers/liveTmdbTestApp';
import { insertUser } from '../helpers/users';

const TOKEN = 'admin-cache-token-0123456789';
const t = useLiveTmdbTestApp(TOKEN);

let adminToken: string;
let userToken: string;
beforeAll(async () => {
  const adminId = await insertUser(t.app.db, { email: 'admin@example.com', role: 'admin' });
  const userId = await insertUser(t.app.db, { email: 'user@example.com' });
  adminToken = t.app.jwt.sign({ sub: adminId, role: 'admin', ver: 0 });
  userToken = t.app.jwt.sign({ sub: userId, role: 'user', ver: 0 });
});

const asAdmin = (method: 'GET' | 'DELETE', token = adminToken) =>
  t.app.inject({ method, url: '/api/admin/cache/movies', headers: { authorization: `Bearer ${token}` } });

test('admins see what the cache did and can empty it', async () => {
  await t.app.inject('/api/tmdb/movie/popular');
  await t.app.inject('/api/tmdb/movie/popular');
  await t.app.inject('/api/tmdb/genre/movie/list');

  const stats = await asAdmin('GET');
  expect(stats.statusCode).toBe(200);
  expect(stats.json()).toEqual({
    provider: 'tmdb',
    hits: 1,
    misses: 2,
    stale: 0,
    upstreamCalls: 2,
    upstreamErrors: 0,
  });

  const flushed = await asAdmin('DELETE');
  expect(flushed.json()).toEqual({ flushed: 2 });
  expect((await t.app.inject('/api/tmdb/movie/popular')).headers['x-cache']).toBe('MISS');
  expect(t.tmdb.callsTo('/movie/popular')).toBe(2);
});

test('only admins: 401 without a session, 403 for a user', async () => {
  for (const method of ['GET', 'DELETE'] as const) {
    expect((await t.app.inject({ method, url: '/api/admin/cache/movies' })).statusCode).toBe(401);
    expect((await asAdmin(method, userToken)).statusCode).toBe(403);
  }
});
