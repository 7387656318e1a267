import { signedInUser } from './helpers/sessions';
import { useTestApp } from './helpers/testApp';

const t = useTestApp();

const patch = (id: string, token: string, payload: object) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/users/${id}`,
    payload,
    headers: { authorization: `Bearer ${token}` },
  });

/** What an account chooses for how the product looks to it (docs/product.md, Languages and Themes). */
const choices = [
  { field: 'language', chosen: 'es', unknown: 'fr', account: 'lena' },
  { field: 'theme', chosen: 'light', unknown: 'sepia', account: 'ines' },
];

describe.each(choices)("the account's $field", ({ field, chosen, unknown, account }) => {
  test('is chosen, comes back with the account and at the next sign-in, and can be forgotten', async () => {
    const email = `${account}@example.com`;
    const { id, token } = await signedInUser(t.app, { email, password: 'secret1' });
    const before = await t.app.inject({
      method: 'GET',
      url: `/api/users/${id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(before.json()).not.toHaveProperty(field);

    const saved = await patch(id, token, { [field]: chosen });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()[field]).toBe(chosen);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'secret1' },
    });
    expect(login.json().user[field]).toBe(chosen);

    const forgotten = await patch(id, token, { [field]: null });
    expect(forgotten.statusCode).toBe(200);
    expect(forgotten.json()).not.toHaveProperty(field);
  });

  test('must be one the product has, in the API and in the table', async () => {
    const { id, token } = await signedInUser(t.app, {
      email: `${account}-2@example.com`,
      password: 'secret1',
    });
    const refused = await patch(id, token, { [field]: unknown });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toHaveProperty('message');
    await expect(
      t.app
        .db('users')
        .where({ id })
        .update({ [field]: unknown }),
    ).rejects.toThrow(/check constraint/);
  });
});
