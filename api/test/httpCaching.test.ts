import { describeWithService } from '@marquee/testing/services';
import { startTmdbReplayServer, type TmdbReplayServer } from '@marquee/testing/tmdbReplay';
import { request as httpRequest } from 'node:http';
import { type AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { type App } from '../src/app';
import { preferredEncoding, publicCacheFor } from '../src/plugins/httpCaching';
import { catalogFilms } from './helpers/catalogFilms';
import { signedInUser } from './helpers/sessions';
import { buildTestApp, useTestApp } from './helpers/testApp';

const PUBLIC = /^public, max-age=(\d+), s-maxage=(\d+), stale-while-revalidate=(\d+)$/;
const lifetimes = (cacheControl: unknown) => {
  const match = PUBLIC.exec(String(cacheControl));
  if (!match) throw new Error(`not public: ${String(cacheControl)}`);
  return match.slice(1).map(Number);
};
const HOUR = 3600;

describe('the local catalog (public reads, cached like TMDB answers)', () => {
  const t = useTestApp();
  beforeAll(() => catalogFilms(t.app.db, 40));

  test('catalog reads are public, for as long as the server cache keeps that kind of answer', async () => {
    const expected: [string, number][] = [
      ['/api/tmdb/movie/popular', 600],
      ['/api/tmdb/trending/movie/week', 300],
      ['/api/tmdb/search/movie?query=film', 300],
      ['/api/tmdb/discover/movie', 600],
      ['/api/tmdb/genre/movie/list', 24 * HOUR],
      ['/api/tmdb/movie/1', 12 * HOUR],
      ['/api/tmdb/movie/1/credits', 12 * HOUR],
      ['/api/catalog/status', 600],
    ];
    for (const [url, seconds] of expected) {
      const response = await t.app.inject(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      expect({ url, lifetimes: lifetimes(response.headers['cache-control']) }).toEqual({
        url,
        lifetimes: [seconds, seconds, seconds],
      });
      expect(response.headers.etag).toMatch(/^"[\w-]{43}(-br|-gzip)?"$/);
    }
  });

  test('a strong ETag that holds across hits, a 304 without a body, and a 200 once the body changes', async () => {
    const url = '/api/tmdb/movie/2';
    const first = await t.app.inject(url);
    const second = await t.app.inject(url);
    expect(first.headers.etag).toBeDefined();
    expect(first.headers.etag).not.toMatch(/^W\//);
    expect(second.headers.etag).toBe(first.headers.etag);

    const revalidated = await t.app.inject({ url, headers: { 'if-none-match': first.headers.etag! } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(first.headers.etag);
    expect(revalidated.headers['cache-control']).toBe(first.headers['cache-control']);
    expect(revalidated.headers['content-type']).toBeUndefined();

    // The server cache holds the film until it expires or an admin flushes it.
    await t.app.db('catalog_movies').where({ id: 2 }).update({ title: 'Film two, renamed' });
    await t.app.movieCache.flush();
    const changed = await t.app.inject({ url, headers: { 'if-none-match': first.headers.etag! } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<{ title: string }>().title).toBe('Film two, renamed');
    expect(changed.headers.etag).not.toBe(first.headers.etag);
  });

  test('gzip and Brotli bodies of a list decode to the same JSON as the plain one, each with its own ETag', async () => {
    const url = '/api/tmdb/movie/popular';
    const plain = await t.app.inject(url);
    const gzip = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.headers['content-encoding']).toBe('br');
    for (const response of [plain, gzip, br]) expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);

    const tags = [plain, gzip, br].map((response) => response.headers.etag);
    expect(new Set(tags).size).toBe(3);
    // A compressed hit is the same bytes (compressed once), and any encoding's tag revalidates.
    const again = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(again.rawPayload.equals(br.rawPayload)).toBe(true);
    const revalidated = await t.app.inject({
      url,
      headers: { 'accept-encoding': 'br', 'if-none-match': String(gzip.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  test('lists and films are served from the server cache, not a fresh query each time', async () => {
    const url = '/api/tmdb/movie/popular?page=2';
    const first = await t.app.inject(url);
    const { id } = first.json<{ results: { id: number }[] }>().results[0]!;
    await t.app.db('catalog_movies').where({ id }).update({ popularity: -1 });
    const second = await t.app.inject(url);
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['MISS', 'HIT']);
    expect(second.body).toBe(first.body);
    expect(await t.app.movieCache.stats()).toMatchObject({ provider: 'catalog', hits: expect.any(Number) });
  });

  test('public answers vary by Accept-Encoding only: any origin may read them, so not by Origin', async () => {
    const response = await t.app.inject({
      url: '/api/tmdb/movie/popular',
      headers: { origin: 'https://elsewhere.example', 'accept-encoding': 'br' },
    });
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    const private_ = await t.app.inject({
      url: '/api/auth/providers',
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(private_.headers.vary).toMatch(/origin/i);
    expect(private_.headers['access-control-allow-origin']).toBeUndefined();
  });

  test('small bodies go out uncompressed and do not vary', async () => {
    const response = await t.app.inject({
      url: '/api/catalog/status',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary ?? '').not.toMatch(/accept-encoding/i);
    expect(response.json()).toMatchObject({ provider: 'catalog' });
  });

  test('errors of public routes are never cached publicly', async () => {
    for (const url of ['/api/tmdb/movie/999999', '/api/tmdb/movie/popular?page=0', '/api/tmdb/nothing']) {
      const response = await t.app.inject(url);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect({ url, cacheControl: response.headers['cache-control'] }).toEqual({
        url,
        cacheControl: 'private, no-store',
      });
      expect(response.headers.etag).toBeUndefined();
    }
  });

  test('user-specific answers are private, no-store, and carry no ETag', async () => {
    const ann = await signedInUser(t.app, { email: 'cache-private@example.com' });
    const admin = await signedInUser(t.app, { email: 'cache-admin@example.com', role: 'admin' });
    const requests = [
      { url: `/api/users/${ann.id}`, headers: ann.headers },
      { url: '/api/auth/providers' },
      { url: `/api/users/${ann.id}/watchlist`, headers: ann.headers },
      { url: '/api/reviews/1', headers: ann.headers },
      { url: '/api/admin/stats', headers: admin.headers },
      { url: '/api/ai/news', headers: ann.headers },
      { url: '/api/health' },
    ];
    for (const { url, headers } of requests) {
      const response = await t.app.inject({ url, headers });
      expect({ url, cacheControl: response.headers['cache-control'] }).toEqual({
        url,
        cacheControl: 'private, no-store',
      });
      expect(response.headers.etag).toBeUndefined();
    }
  });

  test('over real HTTP: gzip and br bodies as a client receives them', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const get = (encoding: string) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        const req = httpRequest(
          {
            port,
            host: '127.0.0.1',
            path: '/api/tmdb/movie/popular?page=2',
            headers: { 'accept-encoding': encoding },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          },
        );
        req.on('error', reject);
        req.end();
      });
    const [plain, gzip, br] = await Promise.all([get('identity'), get('gzip'), get('br')]);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(plain.body.length).toBeGreaterThan(1024);
    const json = JSON.parse(plain.body.toString());
    expect(JSON.parse(gunzipSync(gzip.body).toString())).toEqual(json);
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(json);
  });
});

describe('a stale answer (its source failed after expiry)', () => {
  let app: App | undefined;
  const t = useTestApp();
  beforeAll(async () => {
    app = await buildTestApp(t.databaseUrl);
    app.get(
      '/api/test/stale',
      { config: { publicCache: publicCacheFor(12 * HOUR) } },
      async (_request, reply) =>
        reply.header('warning', '110 - "Response is Stale"').send({ title: 'Alien' }),
    );
  });
  afterAll(() => app?.close());

  test('is public for a minute only, so caches ask again soon', async () => {
    const response = await app!.inject('/api/test/stale');
    expect(response.statusCode).toBe(200);
    expect(lifetimes(response.headers['cache-control'])).toEqual([60, 60, 60]);
    expect(response.headers.etag).toBeDefined();
  });
});

describeWithService('TEST_REDIS_URL', 'live TMDB answers through a shared Redis cache', (redisUrl) => {
  const token = 'http-caching-token-0a1b2c3d';
  let tmdb: TmdbReplayServer;
  const apps: App[] = [];
  const t = useTestApp();
  beforeAll(async () => {
    tmdb = await startTmdbReplayServer(token);
    const env = { TMDB_API_TOKEN: token, TMDB_BASE_URL: tmdb.url, REDIS_URL: redisUrl };
    apps.push(await buildTestApp(t.databaseUrl, env), await buildTestApp(t.databaseUrl, env));
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await tmdb.close();
  });

  test('two API processes give one ETag for a cached answer, and each answers the other’s tag with 304', async () => {
    const url = '/api/tmdb/movie/550?language=en-US';
    const [a, b] = apps as [App, App];
    const first = await a.inject({ url, headers: { 'accept-encoding': 'br' } });
    const second = await b.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(first.statusCode).toBe(200);
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(lifetimes(second.headers['cache-control'])).toEqual([12 * HOUR, 12 * HOUR, 12 * HOUR]);
    const revalidated = await a.inject({ url, headers: { 'if-none-match': String(second.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
  });

  test('a TMDB failure (502) is not cached publicly', async () => {
    tmdb.disrupt({ status: 500 }, { status: 500 });
    const response = await apps[0]!.inject('/api/tmdb/movie/551/videos?language=xx-XX');
    expect(response.statusCode).toBe(502);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });
});

test('Accept-Encoding: Brotli first, q-values honoured, identity when nothing fits', () => {
  expect(preferredEncoding('gzip, deflate, br')).toBe('br');
  expect(preferredEncoding('br;q=0.5, gzip')).toBe('gzip');
  expect(preferredEncoding('br;q=0, gzip;q=0')).toBeUndefined();
  expect(preferredEncoding('*')).toBe('br');
  expect(preferredEncoding('identity')).toBeUndefined();
  expect(preferredEncoding(undefined)).toBeUndefined();
});
