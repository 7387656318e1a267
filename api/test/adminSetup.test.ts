import { SETUP_LINK_INVALID, SETUP_LINK_USED, offerAdminSetup } from '../src/accounts/adminSetup';
import { signedInUser, type SignedInUser } from './helpers/sessions';
import { useTestApp } from './helpers/testApp';

const t = useTestApp();

const claim = (token: string, user?: SignedInUser) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/setup',
    headers: user?.headers,
    payload: { token },
  });

const admins = async () => (await t.app.db('users').where({ role: 'admin' }).pluck('email')) as string[];

test('a setup link is only for a signed-in, verified account holding the current token', async () => {
  const token = await offerAdminSetup(t.app.db);
  if (!token) throw new Error('no admin exists, so a setup token is offered');
  const unverified = await signedInUser(t.app, { email: 'unverified@example.com', verified: false });

  expect((await claim(token)).statusCode).toBe(401);
  const wrong = await claim(`${token}x`, unverified);
  expect([wrong.statusCode, wrong.json()]).toEqual([400, { message: SETUP_LINK_INVALID }]);
  expect((await claim(token, unverified)).statusCode).toBe(403);
  // None of these used the link up.
  expect(await t.app.db('admin_setup_tokens').count({ n: '*' })).toEqual([{ n: '1' }]);
  expect(await admins()).toEqual([]);
});

test('of two accounts claiming the link at the same time, exactly one becomes the administrator', async () => {
  const token = await offerAdminSetup(t.app.db);
  if (!token) throw new Error('no admin exists, so a setup token is offered');
  const first = await signedInUser(t.app, { email: 'first@example.com' });
  const second = await signedInUser(t.app, { email: 'second@example.com' });

  const answers = await Promise.all([claim(token, first), claim(token, second)]);

  const statuses = answers.map((answer) => answer.statusCode).sort();
  expect(statuses).toEqual([200, 409]);
  const won = answers.find((answer) => answer.statusCode === 200)!;
  const lost = answers.find((answer) => answer.statusCode === 409)!;
  expect(lost.json()).toEqual({ message: SETUP_LINK_USED });
  const session = won.json<{ token: string; user: { email: string; role: string } }>();
  expect(session.user.role).toBe('admin');
  expect(await admins()).toEqual([session.user.email]);
  // The new session is an admin's; the one it replaced ended with the role change.
  const stats = await t.app.inject({
    method: 'GET',
    url: '/api/admin/stats',
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect(stats.statusCode).toBe(200);
  expect(await t.app.db('admin_setup_tokens').count({ n: '*' })).toEqual([{ n: '0' }]);
  // With an admin, a start offers no link.
  expect(await offerAdminSetup(t.app.db)).toBeUndefined();
});
