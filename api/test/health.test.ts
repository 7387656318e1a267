import { describeWithService } from '@marquee/testing/services';
import { buildApp } from '../src/app';
import { freePort } from '@marquee/testing/freePort';
import { buildTestApp, testConfig, useTestApp } from './helpers/testApp';

describe('health and readiness', () => {
  const t = useTestApp();

  test('GET /api/health answers ok without touching any dependency', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  test('GET /api/ready reports the database up and Redis not configured', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', checks: { database: 'up', redis: 'not-configured' } });
  });

  test('GET /api/ready answers 503 when the database is unreachable', async () => {
    const databaseUrl = `postgres://postgres@127.0.0.1:${await freePort()}/nowhere`;
    const app = await buildApp({ ...testConfig(), databaseUrl });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'not-ready',
        checks: { database: 'down', redis: 'not-configured' },
      });
    } finally {
      await app.close();
    }
  });

  test('every answer carries a request id, and a plain incoming one is kept', async () => {
    const generated = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

    const kept = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-1234.abc' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-1234.abc');

    const replaced = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'a b\nforged' },
    });
    expect(replaced.headers['x-request-id']).not.toContain('forged');
  });

  describeWithService('TEST_REDIS_URL', 'with Redis configured', (redisUrl) => {
    test('GET /api/ready checks Redis too', async () => {
      const app = await buildTestApp(t.databaseUrl, { REDIS_URL: redisUrl });
      try {
        const response = await app.inject({ method: 'GET', url: '/api/ready' });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ status: 'ready', checks: { database: 'up', redis: 'up' } });
      } finally {
        await app.close();
      }
    });
  });

  test('GET /api/ready answers 503 when the configured Redis is unreachable', async () => {
    const app = await buildTestApp(t.databaseUrl, { REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'not-ready', checks: { database: 'up', redis: 'down' } });
    } finally {
      await app.close();
    }
  });
});
