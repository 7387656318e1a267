import { promoteConfiguredAdmins } from '../src/accounts/configuredAdmins';
import { useTestApp } from './helpers/testApp';
import { insertUser } from './helpers/users';

const t = useTestApp({ ADMIN_EMAILS: ' Owner@Example.com , ops@example.com' });

const roleOf = async (email: string) => (await t.app.db('users').where({ email }).first('role'))?.role;

test('an email listed in ADMIN_EMAILS signs up as an admin; others as users', async () => {
  for (const email of ['OWNER@example.com', 'guest@example.com']) {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Someone', email, password: 'secret-password' },
    });
    expect(answer.statusCode).toBe(201);
  }
  expect(await roleOf('owner@example.com')).toBe('admin');
  expect(await roleOf('guest@example.com')).toBe('user');
});

test('at start, listed accounts that existed before become admins and sign in again', async () => {
  await insertUser(t.app.db, { email: 'ops@example.com' });
  expect(await promoteConfiguredAdmins(t.app.db, t.app.config.adminEmails)).toEqual(['ops@example.com']);
  expect(await t.app.db('users').where({ email: 'ops@example.com' }).first('role', 'token_version')).toEqual({
    role: 'admin',
    token_version: 1,
  });
  expect(await promoteConfiguredAdmins(t.app.db, t.app.config.adminEmails)).toEqual([]);
});
