import { setTimeout as sleep } from 'node:timers/promises';
import { WARN } from './support/productProcess';
import { startTmdbStack, type TmdbStack } from './support/tmdbStack';
import { recordReliability } from './support/results';
import { countByStatus, startTraffic } from './support/traffic';

/** Small, so the traffic of one outage goes well past it: only a limiter that fails open lets it all in. */
const RATE_LIMIT_MAX = 60;
const CATALOG = ['/api/tmdb/movie/popular', '/api/tmdb/movie/550', '/api/tmdb/search/movie?query=star'];
const CLIENTS = 4;

let stack: TmdbStack;

beforeAll(async () => {
  stack = await startTmdbStack({ RATE_LIMIT_MAX: String(RATE_LIMIT_MAX) });
});

afterAll(async () => {
  await stack?.stop();
});

const get = (path: string) => fetch(`${stack.api.url}${path}`);
const cachedKeys = () => stack.redis.client.keys('marquee:cache:tmdb:*');

test('with Redis gone the catalog is served from TMDB and rate limits fail open; back, caching resumes', async () => {
  for (const path of CATALOG) expect((await get(path)).status).toBe(200);
  expect(await cachedKeys()).toHaveLength(CATALOG.length);

  let sent = 0;
  const traffic = startTraffic(CLIENTS, () => ({
    label: 'catalog',
    url: `${stack.api.url}${CATALOG[sent++ % CATALOG.length]}`,
  }));
  await sleep(300);
  const upstreamBeforeOutage = stack.tmdb.requests.length;
  await stack.redis.stop();
  const outageStartedAt = Date.now();
  // Past the per-minute budget, all during the outage.
  while (
    traffic.outcomes.filter((outcome) => outcome.startedAt > outageStartedAt).length <
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
  // Answered by TMDB itself: the cache is gone with Redis.
  expect(stack.tmdb.requests.length - upstreamBeforeOutage).toBeGreaterThanOrEqual(
    duringOutage.length / CLIENTS,
  );
  const warning = stack.api.logs.find((line) => line.level === WARN && /Redis is unreachable/.test(line.msg));
  expect(warning).toBeDefined();
  expect((await get('/api/ready')).status).toBe(503);

  await stack.redis.start();
  for (const deadline = Date.now() + 15_000; (await get('/api/ready')).status !== 200; await sleep(200)) {
    if (Date.now() > deadline) throw new Error('the API did not report Redis back within 15 s');
  }
  expect((await get(CATALOG[0]!)).headers.get('x-cache')).toBe('MISS');
  const upstreamAfterRefill = stack.tmdb.requests.length;
  for (let i = 0; i < 5; i += 1) expect((await get(CATALOG[0]!)).headers.get('x-cache')).toBe('HIT');
  expect(stack.tmdb.requests.length).toBe(upstreamAfterRefill);
  expect(await cachedKeys()).toHaveLength(1);
  // The limiter counts in Redis again: the budget holds.
  const statuses = await Promise.all(
    Array.from({ length: RATE_LIMIT_MAX + 10 }, () =>
      get('/api/tmdb/genre/movie/list').then((response) => response.status),
    ),
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
