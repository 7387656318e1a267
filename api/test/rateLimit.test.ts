import { randomInt } from 'node:crypto';
import { describeWithService } from '@marquee/testing/services';
import { Redis } from 'ioredis';
import { type App } from '../src/app';
import { freePort } from '@marquee/testing/freePort';
import { buildTestApp, useTestApp } from './helpers/testApp';

/** A client address of its own per test, so counters never collide (Redis is shared by parallel runs). */
function newClientIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** With a budget of 3 requests a minute, the 4th is refused. */
async function expectFourthRequestRefused(app: App, url: string): Promise<void> {
  const remoteAddress = newClientIp();
  for (let i = 0; i < 3; i++) {
    const response = await app.inject({ method: 'GET', url, remoteAddress });
    expect(response.statusCode).not.toBe(429);
  }
  const refused = await app.inject({ method: 'GET', url, remoteAddress });
  expect(refused.statusCode).toBe(429);
  expect(refused.headers['retry-after']).toMatch(/^\d+$/);
  expect(refused.json()).toEqual({ message: expect.stringMatching(/^Too many requests, retry in /) });
}

describe('rate limit', () => {
  const t = useTestApp({ RATE_LIMIT_MAX: '3' });

  test('answers 429 with Retry-After and { message } past the budget', async () => {
    await expectFourthRequestRefused(t.app, '/api/docs/json');
  });

  test('limits the 404 handler too, so URLs cannot be probed freely', async () => {
    await expectFourthRequestRefused(t.app, '/api/no-such-route');
  });

  test('never limits the health probes', async () => {
    const remoteAddress = newClientIp();
    for (let i = 0; i < 5; i++) {
      const response = await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress });
      expect(response.statusCode).toBe(200);
    }
  });

  test('lets requests through when Redis is unreachable (fails open), with a logged warning', async () => {
    const warnings: string[] = [];
    const app = await buildTestApp(
      t.databaseUrl,
      { RATE_LIMIT_MAX: '1', REDIS_URL: `redis://127.0.0.1:${await freePort()}`, LOG_LEVEL: 'warn' },
      { logStream: { write: (line) => warnings.push(JSON.parse(line).msg) } },
    );
    try {
      const remoteAddress = newClientIp();
      for (let i = 0; i < 3; i++) {
        const response = await app.inject({ method: 'GET', url: '/api/docs/json', remoteAddress });
        expect(response.statusCode).toBe(200);
      }
      expect(warnings).toContainEqual(expect.stringMatching(/^Redis is unreachable: rate limits fail open/));
    } finally {
      await app.close();
    }
  });

  describeWithService('TEST_REDIS_URL', 'with the Redis store', (redisUrl) => {
    test('counts in Redis under the marquee namespace', async () => {
      const app = await buildTestApp(t.databaseUrl, { RATE_LIMIT_MAX: '3', REDIS_URL: redisUrl });
      const redis = new Redis(redisUrl);
      try {
        await expectFourthRequestRefused(app, '/api/docs/json');
        expect(await redis.keys('marquee:rate-limit:*')).not.toHaveLength(0);
      } finally {
        await Promise.all([app.close(), redis.quit()]);
      }
    });
  });
});
