import { get as httpGet } from 'node:http';
import { describeWithService } from '@marquee/testing/services';
import { startTmdbReplayServer, type TmdbReplayServer } from '@marquee/testing/tmdbReplay';
import { type AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { type App } from '../src/app';
import { HOT_ANSWER_MS } from '../src/http/hotAnswers';
import { catalogFilms } from './helpers/catalogFilms';
import { buildTestApp, useTestApp } from './helpers/testApp';

interface LogLine {
  msg: string;
  reqId?: string;
  replayed?: boolean;
}

/** Headers that are made anew for every answer; everything else a replay repeats byte for byte. */
const PER_ANSWER = new Set(['x-request-id', 'date', 'x-cache']);
const lasting = (headers: Headers) =>
  Object.fromEntries([...headers].filter(([name]) => !PER_ANSWER.has(name)));

describe('cached public reads replayed before the router (over real HTTP)', () => {
  const t = useTestApp();
  const lines: LogLine[] = [];
  let app: App;
  let base: string;
  beforeAll(async () => {
    await catalogFilms(t.app.db, 40);
    app = await buildTestApp(
      t.databaseUrl,
      { LOG_LEVEL: 'debug' },
      { logStream: { write: (line) => lines.push(JSON.parse(line) as LogLine) } },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => app.close());

  const get = (path: string, reqId: string, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, { headers: { 'x-request-id': reqId, ...headers } });
  const replayed = (reqId: string) => lines.some((line) => line.reqId === reqId && line.replayed === true);

  test('the second read gets the first answer again: same headers and bytes, its own request id', async () => {
    const path = '/api/tmdb/movie/popular?page=1';
    const first = await get(path, 'hot-first', { 'accept-encoding': 'br' });
    const second = await get(path, 'hot-second', { 'accept-encoding': 'br' });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(replayed('hot-first')).toBe(false);
    expect(replayed('hot-second')).toBe(true);
    expect(second.headers.get('x-request-id')).toBe('hot-second');
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(lasting(second.headers)).toEqual(lasting(first.headers));
    expect(second.headers.get('content-encoding')).toBe('br');
    expect(await second.text()).toBe(await first.text());
  });

  test('each Accept-Encoding gets its own answer, and each decodes to the same JSON', async () => {
    const path = '/api/tmdb/movie/popular?page=2';
    const reads = async (encoding: string) => {
      await get(path, `warm-${encoding}`, { 'accept-encoding': encoding });
      const answer = await get(path, `read-${encoding}`, { 'accept-encoding': encoding });
      expect(replayed(`read-${encoding}`)).toBe(true);
      return answer;
    };
    const gzip = await reads('gzip');
    const br = await reads('br');
    const plain = await reads('identity');
    expect([gzip, br, plain].map((answer) => answer.headers.get('content-encoding'))).toEqual([
      'gzip',
      'br',
      null,
    ]);
    // fetch decodes what it is sent; the raw bytes are checked against each encoding too.
    const json = await plain.json();
    expect(await gzip.json()).toEqual(json);
    expect(await br.json()).toEqual(json);
    const raw = (encoding: string) =>
      new Promise<Buffer>((resolve, reject) => {
        httpGet(`${base}${path}`, { headers: { 'accept-encoding': encoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve(Buffer.concat(chunks)));
        }).on('error', reject);
      });
    expect(JSON.parse(gunzipSync(await raw('gzip')).toString())).toEqual(json);
    expect(JSON.parse(brotliDecompressSync(await raw('br')).toString())).toEqual(json);
  });

  test('conditional requests, other methods and private reads go through the router', async () => {
    const path = '/api/tmdb/movie/3';
    const first = await get(path, 'film-first');
    const etag = first.headers.get('etag')!;
    const revalidated = await get(path, 'film-etag', { 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(replayed('film-etag')).toBe(false);
    const head = await fetch(`${base}${path}`, { method: 'HEAD', headers: { 'x-request-id': 'film-head' } });
    expect(head.status).toBe(200);
    expect(replayed('film-head')).toBe(false);
    await get('/api/health', 'health-1');
    await get('/api/health', 'health-2');
    expect(replayed('health-2')).toBe(false);
    const missing = '/api/tmdb/movie/999999';
    await get(missing, 'missing-1');
    expect((await get(missing, 'missing-2')).status).toBe(404);
    expect(replayed('missing-2')).toBe(false);
  });

  test('a cache flush forgets every answer at once, and an answer is forgotten after a moment anyway', async () => {
    const path = '/api/tmdb/movie/4';
    await get(path, 'flush-warm');
    await app.db('catalog_movies').where({ id: 4 }).update({ title: 'Film four, renamed' });
    await app.movieCache.flush();
    const afterFlush = await get(path, 'flush-after');
    expect(replayed('flush-after')).toBe(false);
    expect((await afterFlush.json()) as { title: string }).toMatchObject({ title: 'Film four, renamed' });

    expect(replayed((await get(path, 'ttl-replayed')).headers.get('x-request-id')!)).toBe(true);
    await sleep(HOT_ANSWER_MS + 100);
    await get(path, 'ttl-expired');
    expect(replayed('ttl-expired')).toBe(false);
  });
});

describeWithService('TEST_REDIS_URL', 'replays of TMDB answers cached in Redis', (redisUrl) => {
  const token = 'hot-answers-token-4e5f6a7b';
  const lines: LogLine[] = [];
  let tmdb: TmdbReplayServer;
  let app: App;
  let base: string;
  const t = useTestApp();
  beforeAll(async () => {
    tmdb = await startTmdbReplayServer(token);
    app = await buildTestApp(
      t.databaseUrl,
      { TMDB_API_TOKEN: token, TMDB_BASE_URL: tmdb.url, REDIS_URL: redisUrl, LOG_LEVEL: 'debug' },
      { logStream: { write: (line) => lines.push(JSON.parse(line) as LogLine) } },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app.close();
    await tmdb.close();
  });
  const replayed = (reqId: string) => lines.some((line) => line.reqId === reqId && line.replayed === true);

  test('each reader language gets its own replay, as the answers vary by Accept-Language', async () => {
    const read = (reqId: string, language: string) =>
      fetch(`${base}/api/tmdb/movie/popular?page=1`, {
        headers: { 'x-request-id': reqId, 'accept-language': language },
      });
    const english = await read('tmdb-en-1', 'en');
    expect(english.status).toBe(200);
    expect(english.headers.get('vary')).toMatch(/Accept-Language/);
    expect(replayed('tmdb-en-1')).toBe(false);
    await read('tmdb-en-2', 'en');
    expect(replayed('tmdb-en-2')).toBe(true);
    await read('tmdb-de-1', 'de');
    expect(replayed('tmdb-de-1')).toBe(false);
    await read('tmdb-de-2', 'de');
    expect(replayed('tmdb-de-2')).toBe(true);
  });
});
