import { randomInt } from 'node:crypto';
import { describeWithService } from '@marquee/testing/services';
import { Redis } from 'ioredis';
import { type App } from '../src/app';
import { freePort } from '@marquee/testing/freePort';
import { signedInUser } from './helpers/sessions';
import { buildTestApp, useTestApp } from './helpers/testApp';

/** A client address of its own per test, so counters never collide (Redis is shared by parallel runs). */
function newClientIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** With a budget of 3 requests a minute, the 4th is refused. Answers the client's address. */
async function expectFourthRequestRefused(
  app: App,
  url: string,
  { method = 'GET', headers }: { method?: 'GET' | 'POST'; headers?: Record<string, string> } = {},
): Promise<string> {
  const remoteAddress = newClientIp();
  for (let i = 0; i < 3; i++) {
    const response = await app.inject({ method, url, remoteAddress, headers });
    expect(response.statusCode).not.toBe(429);
  }
  const refused = await app.inject({ method, url, remoteAddress, headers });
  expect(refused.statusCode).toBe(429);
  expect(refused.headers['retry-after']).toMatch(/^\d+$/);
  expect(refused.json()).toEqual({ message: expect.stringMatching(/^Too many requests, retry in /) });
  return remoteAddress;
}

describe('rate limit', () => {
  const t = useTestApp({ RATE_LIMIT_MAX: '3' });

  test('answers 429 with Retry-After and { message } past the budget', async () => {
    await expectFourthRequestRefused(t.app, '/api/docs/json');
  });

  test('limits the 404 handler too, so URLs cannot be probed freely', async () => {
    await expectFourthRequestRefused(t.app, '/api/no-such-route');
  });

  test('public catalog reads are counted too, but only a refusal says so in headers', async () => {
    const remoteAddress = await expectFourthRequestRefused(t.app, '/api/tmdb/genre/movie/list');
    const other = await t.app.inject({ method: 'GET', url: '/api/docs/json', remoteAddress });
    expect(other.headers['x-ratelimit-remaining']).toBe('2');
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/tmdb/genre/movie/list',
      remoteAddress: newClientIp(),
    });
    expect(read.statusCode).toBe(200);
    expect(read.headers['x-ratelimit-limit']).toBeUndefined();
    expect(read.headers['x-ratelimit-remaining']).toBeUndefined();
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

    test('refuses abusive clients on writes and on public catalog reads (those counted in the process)', async () => {
      const app = await buildTestApp(t.databaseUrl, { RATE_LIMIT_MAX: '3', REDIS_URL: redisUrl });
      const redis = new Redis(redisUrl);
      try {
        const { headers } = await signedInUser(app, { email: `limited-${randomInt(1e9)}@example.com` });
        const writer = await expectFourthRequestRefused(app, '/api/reviews', { method: 'POST', headers });
        expect(await redis.exists(`marquee:rate-limit:${writer}`)).toBe(1);
        const reader = await expectFourthRequestRefused(app, '/api/tmdb/genre/movie/list');
        expect(await redis.exists(`marquee:rate-limit:${reader}`)).toBe(0);
      } finally {
        await Promise.all([app.close(), redis.quit()]);
      }
    });
  });
});
