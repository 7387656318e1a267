import { createHash } from 'node:crypto';
import { startScript } from '@marquee/mf-config/startScript';
import { themeScript } from '@marquee/mf-config/themeScript';
import { buildTestApp, useTestApp } from './helpers/testApp';

function directives(csp: string | undefined): Map<string, string> {
  return new Map(
    (csp ?? '').split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );
}

describe('security headers and CORS', () => {
  const t = useTestApp({ CORS_ORIGINS: 'http://localhost:3000,https://marquee.example.com' });

  test("pages carry a CSP that allows no inline script but the theme's first script and the app's start, by their hashes", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/movie/550' });
    const csp = directives(response.headers['content-security-policy'] as string);
    const [theme, start] = [themeScript, startScript].map((script) =>
      createHash('sha256').update(script).digest('base64'),
    );
    expect(csp.get('script-src')).toBe(`'self' 'sha256-${theme}' 'sha256-${start}'`);
    expect(csp.get('style-src')).toBe("'self' 'unsafe-inline'");
    expect(csp.get('img-src')).toBe("'self' data: https://image.tmdb.org https://img.youtube.com");
    expect(csp.get('frame-src')).toBe('https://www.youtube.com https://www.youtube-nocookie.com');
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('frame-ancestors')).toBe("'self'");
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
    });
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  test('API answers carry only the headers that protect data: nothing may load, frame or sniff them', async () => {
    for (const url of ['/api/health', '/api/tmdb/movie/popular', '/api/no-such-route']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers).toMatchObject({
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'cross-origin-resource-policy': 'same-origin',
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
      });
      for (const pageOnly of ['x-xss-protection', 'x-dns-prefetch-control', 'cross-origin-opener-policy'])
        expect(response.headers[pageOnly]).toBeUndefined();
    }
  });

  test("the HTML pages under /api (docs, unsubscribe) get the pages' headers", async () => {
    for (const url of ['/api/docs', '/api/email/unsubscribe?token=nope']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(directives(response.headers['content-security-policy'] as string).get('style-src')).toBe(
        "'self' 'unsafe-inline'",
      );
    }
  });

  test('an https public URL adds HSTS and upgrade-insecure-requests', async () => {
    const app = await buildTestApp(t.databaseUrl, { PUBLIC_URL: 'https://marquee.example.com' });
    try {
      const response = await app.inject({ method: 'GET', url: '/' });
      expect(
        directives(response.headers['content-security-policy'] as string).has('upgrade-insecure-requests'),
      ).toBe(true);
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      const api = await app.inject({ method: 'GET', url: '/api/health' });
      expect(api.headers['strict-transport-security']).toBe(response.headers['strict-transport-security']);
    } finally {
      await app.close();
    }
  });

  test('CORS allows a configured origin', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/health',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'PATCH' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(response.headers['access-control-allow-methods']).toContain('PATCH');
  });

  test('CORS does not allow any other origin', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example.com' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
