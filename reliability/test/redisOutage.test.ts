import { setTimeout as sleep } from 'node:timers/promises';
import { WARN } from './support/productProcess';
import { startTmdbStack, type TmdbStack } from './support/tmdbStack';
import { recordReliability } from './support/results';
import { countByStatus, startTraffic } from './support/traffic';

/** Small, so the traffic of one outage goes well past it: only a limiter that fails open lets it all in. */
const RATE_LIMIT_MAX = 60;
const CATALOG = ['/api/tmdb/movie/popular', '/api/tmdb/movie/550', '/api/tmdb/search/movie?query=star'];
/** A read counted in Redis (public catalog reads are counted in the process, with or without Redis). */
const PRIVATE_READ = '/api/auth/providers';
const CLIENTS = 4;
/** The API's in-process cache tier (api/src/plugins/cache.ts). */
const LOCAL_TIER_SECONDS = 2;

let stack: TmdbStack;

beforeAll(async () => {
  // Behind a proxy, so each request can name its client: the catalog reads come from many clients, the
  // private reads from one, which goes past its budget during the outage.
  stack = await startTmdbStack({ RATE_LIMIT_MAX: String(RATE_LIMIT_MAX), TRUST_PROXY: 'true' });
});
const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });

afterAll(async () => {
  await stack?.stop();
});

const get = (path: string) => fetch(`${stack.api.url}${path}`);
const cachedKeys = () => stack.redis.client.keys('marquee:cache:tmdb:*');

test('with Redis gone the catalog is served from TMDB and rate limits fail open; back, caching resumes', async () => {
  for (const path of CATALOG) expect((await get(path)).status).toBe(200);
  expect(await cachedKeys()).toHaveLength(CATALOG.length);

  let sent = 0;
  const traffic = startTraffic(CLIENTS, () => {
    sent += 1;
    return sent % 2 === 0
      ? { label: 'private', url: `${stack.api.url}${PRIVATE_READ}`, init: from('198.51.100.9') }
      : {
          label: 'catalog',
          url: `${stack.api.url}${CATALOG[sent % CATALOG.length]}`,
          init: from(`10.0.${(sent >> 8) & 255}.${sent & 255}`),
        };
  });
  await sleep(300);
  const upstreamBeforeOutage = stack.tmdb.requests.length;
  await stack.redis.stop();
  // For LOCAL_TIER_SECONDS each process still answers what it read from Redis just before.
  await sleep(LOCAL_TIER_SECONDS * 1000 + 100);
  const outageStartedAt = Date.now();
  // The one client's private reads past the per-minute budget, all during the outage.
  while (
    traffic.outcomes.filter((outcome) => outcome.startedAt > outageStartedAt && outcome.label === 'private')
      .length <
    2 * RATE_LIMIT_MAX
  ) {
    await sleep(100);
  }
  const outcomes = await traffic.stop();
  const duringOutage = outcomes.filter((outcome) => outcome.startedAt > outageStartedAt);
  const inFlightAtOutage = outcomes.filter(
    (outcome) => outcome.startedAt <= outageStartedAt && outcome.endedAt >= outageStartedAt,
  );
  const failed = outcomes.filter((outcome) => outcome.status >= 500 || outcome.status === 0);

  expect(countByStatus(duringOutage)).toEqual({ 200: duringOutage.length });
  expect(failed.length).toBeLessThanOrEqual(inFlightAtOutage.length);
  // Answered by TMDB itself: the shared cache is gone with Redis. What a process fetched it keeps for
  // LOCAL_TIER_SECONDS, so TMDB is asked for each film again every few seconds, not on every request.
  expect(stack.tmdb.requests.length - upstreamBeforeOutage).toBeGreaterThanOrEqual(CATALOG.length);
  const warning = stack.api.logs.find((line) => line.level === WARN && /Redis is unreachable/.test(line.msg));
  expect(warning).toBeDefined();
  expect((await get('/api/ready')).status).toBe(503);

  await stack.redis.start();
  for (const deadline = Date.now() + 15_000; (await get('/api/ready')).status !== 200; await sleep(200)) {
    if (Date.now() > deadline) throw new Error('the API did not report Redis back within 15 s');
  }
  // What the process kept through the outage leaves its in-process tier first.
  await sleep(LOCAL_TIER_SECONDS * 1000 + 100);
  expect((await get(CATALOG[0]!)).headers.get('x-cache')).toBe('MISS');
  const upstreamAfterRefill = stack.tmdb.requests.length;
  for (let i = 0; i < 5; i += 1) expect((await get(CATALOG[0]!)).headers.get('x-cache')).toBe('HIT');
  expect(stack.tmdb.requests.length).toBe(upstreamAfterRefill);
  expect(await cachedKeys()).toHaveLength(1);
  // The limiter counts in Redis again: the budget holds.
  const statuses = await Promise.all(
    Array.from({ length: RATE_LIMIT_MAX + 10 }, () => get(PRIVATE_READ).then((response) => response.status)),
  );
  expect(statuses).toContain(429);

  recordReliability(
    'redis-outage',
    {
      requestsDuringOutage: duringOutage.length,
      statusesDuringOutage: countByStatus(duringOutage),
      failedInFlightAtOutage: failed.length,
      upstreamCallsDuringOutage: stack.tmdb.requests.length - upstreamBeforeOutage,
    },
    [
      {
        check: 'Redis stops during catalog traffic',
        outcome: `survived: ${duringOutage.length} requests during the outage, all 200 (rate limit ${RATE_LIMIT_MAX}/min failed open, warning logged); cache and limits resumed when Redis came back`,
      },
    ],
  );
});
