import { insertUser } from '../helpers/users';
import { useTestApp } from '../helpers/testApp';

const AUTH_LIMIT = 3;
/** Attempts per address and window, whatever the IP (accounts/authRateLimits.ts). */
const PER_EMAIL_LIMIT = 5;

const t = useTestApp({ AUTH_RATE_LIMIT_MAX: String(AUTH_LIMIT) });

let ip = 0;
/** A client address nobody has used yet in this file, so each test starts with full budgets. */
const freshIp = () => `10.9.${Math.floor(++ip / 250)}.${ip % 250}`;

const post = (url: string, payload: object, remoteAddress = freshIp()) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });

beforeAll(async () => {
  await Promise.all([
    insertUser(t.app.db, { email: 'verified@example.com', password: 'the right password' }),
    insertUser(t.app.db, {
      email: 'unverified@example.com',
      password: 'the right password',
      verified: false,
    }),
    insertUser(t.app.db, { email: 'google@example.com', googleSubject: 'google-subject-1' }),
  ]);
});

describe('account enumeration', () => {
  const addresses = [
    'verified@example.com',
    'VERIFIED@Example.com',
    'unverified@example.com',
    'google@example.com',
    'nobody@example.com',
  ];

  test.each(['/api/auth/forgot-password', '/api/auth/resend-verification'])(
    '%s answers byte for byte the same for every address, known or not',
    async (url) => {
      const answers = await Promise.all(
        addresses.map(async (email) => {
          const response = await post(url, { email });
          return { status: response.statusCode, type: response.headers['content-type'], body: response.body };
        }),
      );
      expect(answers[0]?.status).toBe(200);
      for (const answer of answers) expect(answer).toEqual(answers[0]);
    },
  );

  test('sign-in with an unknown email and with a wrong password get the same answer', async () => {
    const wrongPassword = await post('/api/auth/login', {
      email: 'verified@example.com',
      password: 'not the password',
    });
    const unknownEmail = await post('/api/auth/login', {
      email: 'nobody@example.com',
      password: 'not the password',
    });
    const googleOnly = await post('/api/auth/login', { email: 'google@example.com', password: 'anything' });
    expect(wrongPassword.statusCode).toBe(401);
    for (const response of [unknownEmail, googleOnly]) {
      expect(response.statusCode).toBe(wrongPassword.statusCode);
      expect(response.body).toBe(wrongPassword.body);
    }
  });

  test('a used-up budget answers the same for a known and an unknown address', async () => {
    const exhaust = async (email: string) => {
      let last = await post('/api/auth/forgot-password', { email });
      for (let n = 1; n <= PER_EMAIL_LIMIT; n += 1) last = await post('/api/auth/forgot-password', { email });
      return last;
    };
    const known = await exhaust('verified@example.com');
    const unknown = await exhaust('ghost@example.com');
    expect(known.statusCode).toBe(429);
    expect({ status: unknown.statusCode, body: unknown.body }).toEqual({
      status: known.statusCode,
      body: known.body,
    });
  });
});

describe('brute force', () => {
  test('sign-in: AUTH_RATE_LIMIT_MAX attempts per IP, however many accounts they try', async () => {
    const from = freshIp();
    for (let n = 0; n < AUTH_LIMIT; n += 1) {
      const attempt = await post('/api/auth/login', { email: `guess${n}@example.com`, password: 'x' }, from);
      expect(attempt.statusCode).toBe(401);
    }
    const limited = await post('/api/auth/login', { email: 'verified@example.com', password: 'x' }, from);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: expect.stringMatching(/^Too many attempts/) });
    // Even the right password waits: the limit is not a hint that the guess was right.
    const right = await post(
      '/api/auth/login',
      { email: 'verified@example.com', password: 'the right password' },
      from,
    );
    expect(right.statusCode).toBe(429);
  });

  test.each(['/api/auth/resend-verification', '/api/auth/forgot-password', '/api/auth/register'])(
    '%s: AUTH_RATE_LIMIT_MAX requests per IP',
    async (url) => {
      const from = freshIp();
      const body = (n: number) => ({
        name: 'N',
        email: `flood-${url.length}-${n}@example.com`,
        password: 'secret12',
      });
      for (let n = 0; n < AUTH_LIMIT; n += 1) {
        expect((await post(url, body(n), from)).statusCode).toBeLessThan(400);
      }
      const limited = await post(url, body(AUTH_LIMIT), from);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    },
  );

  test.each(['/api/auth/resend-verification', '/api/auth/forgot-password'])(
    '%s: 5 emails per address and window, whatever the IP (no inbox flooding)',
    async (url) => {
      const email = `inbox-${url.length}@example.com`;
      for (let n = 0; n < PER_EMAIL_LIMIT; n += 1) expect((await post(url, { email })).statusCode).toBe(200);
      expect((await post(url, { email })).statusCode).toBe(429);
    },
  );

  test('reset-password: AUTH_RATE_LIMIT_MAX token guesses per IP', async () => {
    const from = freshIp();
    const guess = (n: number) =>
      post('/api/auth/reset-password', { token: `guess-${n}`, newPassword: 'a new password' }, from);
    for (let n = 0; n < AUTH_LIMIT; n += 1) expect((await guess(n)).statusCode).toBe(400);
    expect((await guess(AUTH_LIMIT)).statusCode).toBe(429);
  });
});
