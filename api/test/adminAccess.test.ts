import { call, member, type Member } from './helpers/adminFixtures';
import { useTestApp } from './helpers/testApp';

const t = useTestApp();
const ZERO_ID = '00000000-0000-4000-8000-000000000000';

/** Every admin route, with an id that exists nowhere (a 404 once past the role check). */
const ROUTES = [
  ['GET', '/api/admin/stats'],
  ['GET', '/api/admin/users'],
  ['PATCH', `/api/admin/users/${ZERO_ID}/promote`],
  ['PATCH', `/api/admin/users/${ZERO_ID}/demote`],
  ['DELETE', `/api/admin/users/${ZERO_ID}`],
  ['GET', '/api/admin/reviews'],
  ['DELETE', `/api/admin/reviews/${ZERO_ID}`],
  ['GET', '/api/admin/actions'],
  ['GET', '/api/admin/jobs'],
  ['POST', '/api/admin/jobs/email/retry-failed'],
  ['GET', '/api/admin/cache/movies'],
  ['DELETE', '/api/admin/cache/movies'],
] as const;

let admin: Member;
let user: Member;
beforeAll(async () => {
  admin = await member(t.app, 'admin@example.com', 'admin');
  user = await member(t.app, 'user@example.com');
});

test.each(ROUTES)(
  '%s %s: 401 for guests, 403 for users, and admins get past the check',
  async (method, url) => {
    const guest = await call(t.app, method, url);
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ message: 'Authentication required' });

    const asUser = await call(t.app, method, url, user.token);
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json()).toEqual({ message: 'Admin access required' });

    const asAdmin = await call(t.app, method, url, admin.token);
    expect(asAdmin.statusCode).toBe(url.includes(ZERO_ID) ? 404 : 200);
  },
);

test('a user who forges an admin token is refused: the role is read from the database', async () => {
  const forged = t.app.jwt.sign({ sub: user.id, role: 'admin', ver: 0 });
  expect((await call(t.app, 'GET', '/api/admin/stats', forged)).statusCode).toBe(401);
});
