import { type App } from '../src/app';
import { startOidcProvider, type OidcProvider } from './helpers/oidcProvider';
import { buildTestApp, useTestApp } from './helpers/testApp';
import { createTestDatabase, type TestDatabase } from './helpers/testDatabase';
import { insertUser } from './helpers/users';

const PUBLIC_URL = 'http://marquee.test';
const CALLBACK = `${PUBLIC_URL}/api/auth/google/callback`;

/** Cookies of one origin, as a browser keeps them. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(setCookies: string[]): void {
    for (const cookie of setCookies) {
      const [pair = ''] = cookie.split(';');
      const [name = '', ...value] = pair.split('=');
      this.cookies.set(name.trim(), value.join('='));
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * Plays the browser through the provider's sign-in pages (the development login and consent forms of
 * oidc-provider) until it redirects to our callback, and returns that callback URL.
 */
async function signInAtProvider(authorizeUrl: string, login: string): Promise<URL> {
  const jar = new CookieJar();
  let url = new URL(authorizeUrl);
  for (let step = 0; step < 10; step += 1) {
    if (url.href.startsWith(CALLBACK)) return url;
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.store(response.headers.getSetCookie());
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url);
      continue;
    }
    const prompt = /name="prompt" value="(\w+)"/.exec(await response.text())?.[1];
    if (!prompt) throw new Error(`unexpected provider page at ${url.href} (${response.status})`);
    const submitted = await fetch(url, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prompt, login }).toString(),
    });
    jar.store(submitted.headers.getSetCookie());
    url = new URL(submitted.headers.get('location') ?? '', url);
  }
  throw new Error('the provider never redirected back');
}

describe('Google sign-in against a local OpenID Connect provider', () => {
  let database: TestDatabase;
  let provider: OidcProvider;
  let app: App;

  beforeAll(async () => {
    database = await createTestDatabase();
    provider = await startOidcProvider({ redirectUri: CALLBACK });
    app = await buildTestApp(database.url, {
      PUBLIC_URL,
      GOOGLE_CLIENT_ID: provider.clientId,
      GOOGLE_CLIENT_SECRET: provider.clientSecret,
      GOOGLE_ISSUER: provider.issuer,
    });
  });

  afterAll(async () => {
    await app?.close();
    await provider?.close();
    await database?.drop();
  });

  const signIn = (credential: string) =>
    app.inject({ method: 'POST', url: '/api/auth/google', payload: { credential } });

  test('the front end learns that Google sign-in is configured, redirect flow included', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(response.json()).toEqual({
      google: { enabled: true, redirect: true, clientId: provider.clientId },
    });
  });

  test('a valid ID token signs in a new, verified account without a password', async () => {
    const credential = await provider.signIdToken({
      sub: 'google-new',
      email: 'New.Person@Example.com',
      name: 'New Person',
      picture: 'https://example.com/me.png',
    });
    const response = await signIn(credential);
    expect(response.statusCode).toBe(200);
    const { token, user } = response.json();
    expect(user).toMatchObject({
      name: 'New Person',
      email: 'new.person@example.com',
      isGoogleUser: true,
      avatar: 'https://example.com/me.png',
      role: 'user',
    });
    const me = await app.inject({
      method: 'GET',
      url: `/api/users/${user.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
    const row = await app.db('users').where({ id: user.id }).first();
    expect(row.password_hash).toBeNull();
    expect(row.email_verified_at).not.toBeNull();
    // The same Google account signs in to the same Marquee account.
    expect((await signIn(credential)).json().user.id).toBe(user.id);
  });

  test('a Google account with the email of an existing account is linked to it, not duplicated', async () => {
    const id = await insertUser(app.db, { email: 'linked@example.com', password: 'secret1', name: 'Lin' });
    const response = await signIn(
      await provider.signIdToken({ sub: 'google-linked', email: 'LINKED@example.com' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id, name: 'Lin', isGoogleUser: true });
    expect(await app.db('users').where({ email: 'linked@example.com' })).toHaveLength(1);
    // The password still works for a verified account.
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'linked@example.com', password: 'secret1' },
    });
    expect(login.statusCode).toBe(200);
  });

  test('linking an unverified account drops the password someone else may have set', async () => {
    const id = await insertUser(app.db, {
      email: 'squatted@example.com',
      password: 'attacker',
      verified: false,
    });
    const response = await signIn(
      await provider.signIdToken({ sub: 'google-owner', email: 'squatted@example.com' }),
    );
    expect(response.json().user.id).toBe(id);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'squatted@example.com', password: 'attacker' },
    });
    expect(login.statusCode).toBe(401);
  });

  test('tokens for another audience, expired, or with an unverified email are refused', async () => {
    const wrongAudience = await provider.signIdToken({
      sub: 's1',
      email: 'a@example.com',
      aud: 'another-client',
    });
    const expired = await provider.signIdToken(
      { sub: 's2', email: 'b@example.com' },
      { expiresIn: Math.floor(Date.now() / 1000) - 60 },
    );
    const unverified = await provider.signIdToken({
      sub: 's3',
      email: 'c@example.com',
      email_verified: false,
    });
    for (const credential of [wrongAudience, expired]) {
      const response = await signIn(credential);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toMatch(/invalid or expired/);
    }
    const response = await signIn(unverified);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(/not verified/);
    expect(
      await app.db('users').whereIn('email', ['a@example.com', 'b@example.com', 'c@example.com']),
    ).toEqual([]);
  });

  test('a token signed with another key is refused', async () => {
    const other = await startOidcProvider({ redirectUri: CALLBACK });
    try {
      const forged = await other.signIdToken({ sub: 's4', email: 'd@example.com', iss: provider.issuer });
      expect((await signIn(forged)).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });

  test('the redirect flow signs in through the provider and hands the front end a single-use code', async () => {
    const start = await app.inject({ method: 'GET', url: '/api/auth/google/start' });
    expect(start.statusCode).toBe(302);
    const authorizeUrl = start.headers.location ?? '';
    expect(authorizeUrl.startsWith(provider.issuer)).toBe(true);

    const callback = await signInAtProvider(authorizeUrl, 'redirect.user@example.com');
    const cookies = [start.headers['set-cookie'] ?? []]
      .flat()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
    const back = await app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: cookies },
    });
    expect(back.statusCode).toBe(302);
    const landing = new URL(back.headers.location ?? '');
    expect(landing.origin + landing.pathname).toBe(`${PUBLIC_URL}/login`);
    const code = landing.searchParams.get('googleCode') ?? '';
    expect(code).not.toBe('');

    const exchange = () =>
      app.inject({ method: 'POST', url: '/api/auth/google/exchange', payload: { code } });
    const session = await exchange();
    expect(session.statusCode).toBe(200);
    expect(session.json().user).toMatchObject({ email: 'redirect.user@example.com', isGoogleUser: true });
    expect((await exchange()).statusCode).toBe(401);
  });

  test('a callback with a forged state does not sign in', async () => {
    const back = await app.inject({ method: 'GET', url: '/api/auth/google/callback?code=x&state=forged' });
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toMatch(/^http:\/\/marquee\.test\/login\?googleError=/);
  });
});

describe('without Google configuration', () => {
  const t = useTestApp();

  test('the providers say so and the Google routes refuse', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({
      google: { enabled: false, redirect: false },
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/google',
      payload: { credential: 'x' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Sign-in with Google is not configured' });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/google/start' })).statusCode).toBe(404);
  });
});
