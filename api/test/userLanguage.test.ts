import { type App } from '../src/app';
import { signedInUser } from './helpers/sessions';
import { buildTestApp } from './helpers/testApp';
import { createTestDatabase, type TestDatabase } from './helpers/testDatabase';

let database: TestDatabase;
let app: App;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.url);
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const patch = (id: string, token: string, payload: object) =>
  app.inject({
    method: 'PATCH',
    url: `/api/users/${id}`,
    payload,
    headers: { authorization: `Bearer ${token}` },
  });

describe("the account's language (docs/product.md, Languages)", () => {
  test('is chosen, comes back with the account and at the next sign-in, and can be forgotten', async () => {
    const { id, token } = await signedInUser(app, { email: 'lena@example.com', password: 'secret1' });
    const before = await app.inject({
      method: 'GET',
      url: `/api/users/${id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(before.json()).not.toHaveProperty('language');

    const chosen = await patch(id, token, { language: 'es' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().language).toBe('es');

    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'lena@example.com', password: 'secret1' },
    });
    expect(login.json().user.language).toBe('es');

    const forgotten = await patch(id, token, { language: null });
    expect(forgotten.statusCode).toBe(200);
    expect(forgotten.json()).not.toHaveProperty('language');
  });

  test('must be one the product speaks', async () => {
    const { id, token } = await signedInUser(app, { email: 'otto@example.com', password: 'secret1' });
    const refused = await patch(id, token, { language: 'fr' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toHaveProperty('message');
  });
});
