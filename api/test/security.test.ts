import { createHash } from 'node:crypto';
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

  test("responses carry a CSP that allows no inline script but the theme's first script, by its hash", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = directives(response.headers['content-security-policy'] as string);
    const themeScriptHash = createHash('sha256').update(themeScript).digest('base64');
    expect(csp.get('script-src')).toBe(`'self' 'sha256-${themeScriptHash}'`);
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

  test('an https public URL adds HSTS and upgrade-insecure-requests', async () => {
    const app = await buildTestApp(t.databaseUrl, { PUBLIC_URL: 'https://marquee.example.com' });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(
        directives(response.headers['content-security-policy'] as string).has('upgrade-insecure-requests'),
      ).toBe(true);
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
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
