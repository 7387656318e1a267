import { useTestApp } from './helpers/testApp';

describe('rate limits on the auth routes', () => {
  // No SMTP_URL: the emails go to the local mailbox, which this file also checks.
  const t = useTestApp({ AUTH_RATE_LIMIT_MAX: '3' });

  const post = (url: string, payload: object, ip = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });

  test('past 5 failed sign-ins an email waits between attempts, whatever the IP; the 429 says when to retry', async () => {
    const attempt = (ip: string) =>
      post('/api/auth/login', { email: 'target@example.com', password: 'guess' }, ip);
    for (const ip of ['10.1.0.1', '10.1.0.2', '10.1.0.3', '10.1.0.4', '10.1.0.5', '10.1.0.6']) {
      expect((await attempt(ip)).statusCode).toBe(401);
    }
    const limited = await attempt('10.1.0.7');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/^Too many attempts\. Please try again in .+\.$/);
  });

  test('each IP gets AUTH_RATE_LIMIT_MAX attempts per route and window', async () => {
    for (const n of [1, 2, 3]) {
      expect(
        (await post('/api/auth/forgot-password', { email: `u${n}@example.com` }, '10.2.0.1')).statusCode,
      ).toBe(200);
    }
    expect(
      (await post('/api/auth/forgot-password', { email: 'u4@example.com' }, '10.2.0.1')).statusCode,
    ).toBe(429);
    // Another route and another IP have budgets of their own.
    expect(
      (await post('/api/auth/resend-verification', { email: 'u4@example.com' }, '10.2.0.1')).statusCode,
    ).toBe(200);
    expect(
      (await post('/api/auth/forgot-password', { email: 'u4@example.com' }, '10.2.0.2')).statusCode,
    ).toBe(200);
  });

  test('register and reset are limited per IP too', async () => {
    for (const n of [1, 2, 3]) {
      const response = await post(
        '/api/auth/register',
        { name: 'N', email: `r${n}@example.com`, password: 'secret1' },
        '10.3.0.1',
      );
      expect(response.statusCode).toBe(201);
    }
    const limited = await post(
      '/api/auth/register',
      { name: 'N', email: 'r4@example.com', password: 'secret1' },
      '10.3.0.1',
    );
    expect(limited.statusCode).toBe(429);
    for (const n of [1, 2, 3]) {
      expect(
        (await post('/api/auth/reset-password', { token: `t${n}`, newPassword: 'secret1' }, '10.3.0.1'))
          .statusCode,
      ).toBe(400);
    }
    expect(
      (await post('/api/auth/reset-password', { token: 't4', newPassword: 'secret1' }, '10.3.0.1'))
        .statusCode,
    ).toBe(429);
  });
});

describe('the local mailbox (no SMTP_URL)', () => {
  const t = useTestApp();

  test('keeps the messages, lists them as JSON and as a page with clickable links', async () => {
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Mia <b>', email: 'mia@example.com', password: 'secret1' },
    });
    expect(registered.statusCode).toBe(201);
    let messages: { to: string; subject: string; links: string[] }[] = [];
    while (messages.length === 0) {
      const response = await t.app.inject({ method: 'GET', url: '/api/dev/mail?to=MIA@example.com' });
      ({ messages } = response.json());
    }
    const [message] = messages;
    expect(message).toMatchObject({ to: 'mia@example.com', subject: 'Verify your email for Marquee' });
    const link = message?.links[0] ?? '';
    expect(link).toMatch(/^http:\/\/localhost:8080\/api\/auth\/verify-email\?token=/);

    const page = await t.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain(`<a href="${link}">`);
    expect(page.body).not.toContain('<script');
    expect(page.body).toContain('Welcome to Marquee, Mia &#60;b&#62;!');

    const followed = await t.app.inject({
      method: 'GET',
      url: new URL(link).pathname + new URL(link).search,
    });
    expect(followed.headers.location).toBe('/email-verified?success=true');
  });

  test('is never served in production', async () => {
    const { buildTestApp } = await import('./helpers/testApp');
    const production = await buildTestApp(t.databaseUrl, {
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://127.0.0.1:9',
    });
    try {
      expect((await production.inject({ method: 'GET', url: '/api/dev/mail' })).statusCode).toBe(404);
      expect((await production.inject({ method: 'GET', url: '/dev/mail' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
