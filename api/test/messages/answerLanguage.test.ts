import { signedInUser, type SignedInUser } from '../helpers/sessions';
import { useTestApp } from '../helpers/testApp';

describe("answers' messages in the reader's language", () => {
  const t = useTestApp();
  let member: SignedInUser;

  beforeAll(async () => {
    member = await signedInUser(t.app, { email: 'ines@example.com' });
  });

  const register = (headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers,
      payload: { email: 'ada@example.com', password: 'secret-password' },
    });

  test('a validation error in the language Accept-Language prefers, varying by it', async () => {
    const response = await register({ 'accept-language': 'fr-CH, de;q=0.9, en;q=0.8' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Das Feld „Name“ ist erforderlich.' });
    expect(response.headers.vary).toContain('Accept-Language');
  });

  test('in English as before, without Accept-Language or in a language Marquee does not speak', async () => {
    for (const headers of [{}, { 'accept-language': 'fr-FR' }] as Record<string, string>[]) {
      const response = await register(headers);
      expect(response.json()).toEqual({ message: 'Name is required.' });
    }
  });

  test("Fastify's own refusals of a body: broken JSON, an empty body, a type no route reads", async () => {
    const send = (payload: string, contentType: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': contentType, 'accept-language': 'de' },
        payload,
      });
    const answers = await Promise.all([
      send('{"email":', 'application/json'),
      send('', 'application/json'),
      send('email=a', 'text/csv'),
    ]);
    expect(answers.map((answer) => [answer.statusCode, answer.json().message])).toEqual([
      [400, "Der Anfragetext ist kein gültiges JSON, obwohl der Inhaltstyp 'application/json' ist"],
      [400, "Der Anfragetext darf nicht leer sein, wenn der Inhaltstyp 'application/json' ist"],
      [415, 'Nicht unterstützter Inhaltstyp'],
    ]);
  });

  test("an error of the server's own, a 404 with values and an answer that is no error", async () => {
    const unsigned = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { 'accept-language': 'es-MX' },
    });
    expect(unsigned.json()).toEqual({ message: 'Es necesario iniciar sesión' });

    const nowhere = await t.app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { 'accept-language': 'ar' },
    });
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.json()).toEqual({ message: 'المسار GET /api/nothing-here غير موجود' });

    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: { 'accept-language': 'de-AT' },
      payload: { email: 'nobody@example.com' },
    });
    expect(forgot.json()).toEqual({
      message:
        'Wenn es ein Konto mit dieser E-Mail-Adresse gibt, ist ein Link zum Zurücksetzen des Passworts unterwegs.',
    });
  });

  test('a message that counts takes the plural form of its count, the field named in the language', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: { ...member.headers, 'accept-language': 'ar' },
      payload: { preferences: [] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'يجب أن تحتوي قيمة حقل «التفضيلات» على عنصر واحد على الأقل.',
    });
  });
});
