import { setTimeout as sleep } from 'node:timers/promises';
import { TMDB_TIMEOUT_MS } from '@marquee/api/tmdbClient';
import { type Disruption } from '@marquee/testing/tmdbReplay';
import { startTmdbStack, type TmdbStack } from './support/tmdbStack';
import { recordReliability, type ReliabilityRow } from './support/results';

/** Two attempts (a timed-out request is retried once), plus room for a busy machine. */
const ANSWER_BOUND_MS = 2 * TMDB_TIMEOUT_MS + 5_000;
const CONCURRENT = 20;
const LOCAL_TIER_SECONDS = 2;

let stack: TmdbStack;
const survived: ReliabilityRow[] = [];
const figures: Record<string, unknown> = {};

beforeAll(async () => {
  stack = await startTmdbStack({ RATE_LIMIT_MAX: '100000' });
});

afterAll(async () => {
  await stack?.stop();
  recordReliability('tmdb-faults', figures, survived);
});

async function get(path: string) {
  const startedAt = Date.now();
  const response = await fetch(`${stack.api.url}/api/tmdb${path}`);
  return {
    status: response.status,
    cache: response.headers.get('x-cache'),
    body: (await response.json()) as unknown,
    ms: Date.now() - startedAt,
  };
}

/**
 * Moves a cached answer past its freshness, as time would: the next request goes to TMDB again, once the
 * API's in-process tier (LOCAL_TIER_SECONDS, api/src/plugins/cache.ts) has let go of its copy.
 */
async function outdate(path: string): Promise<void> {
  const [key] = await stack.redis.client.keys(`marquee:cache:tmdb:${path}?*`);
  if (!key) throw new Error(`nothing cached for ${path}`);
  const entry = JSON.parse((await stack.redis.client.get(key))!) as { freshUntil: number };
  await stack.redis.client.set(key, JSON.stringify({ ...entry, freshUntil: 0 }), 'KEEPTTL');
  await sleep(LOCAL_TIER_SECONDS * 1000 + 100);
}

/** A first good answer, then TMDB fails as `disruptions` say: the cached answer is served, marked stale. */
async function expectStaleThrough(path: string, ...disruptions: Disruption[]) {
  const fresh = await get(path);
  expect(fresh).toMatchObject({ status: 200, cache: 'MISS' });
  await outdate(path);
  stack.tmdb.disrupt(...disruptions);
  const stale = await get(path);
  expect(stale).toMatchObject({ status: 200, cache: 'STALE', body: fresh.body });
  expect(stale.ms).toBeLessThan(ANSWER_BOUND_MS);
  return stale.ms;
}

test('TMDB answering 500: the last good answer is served, stale', async () => {
  const ms = await expectStaleThrough('/movie/popular', { status: 500 }, { status: 500 });
  figures.staleOn500Ms = ms;
  survived.push({ check: 'TMDB answers 500', outcome: `survived: stale copy served in ${ms} ms` });
});

test('TMDB answering 429: the API waits as told, then serves the stale answer', async () => {
  const tooMany = { status: 429, retryAfter: '1' };
  const ms = await expectStaleThrough('/movie/top_rated', tooMany, tooMany, tooMany);
  figures.staleOn429Ms = ms;
  survived.push({ check: 'TMDB answers 429', outcome: `survived: stale copy served in ${ms} ms` });
});

test('TMDB hanging: answers come within the upstream timeout, stale when cached, 502 when not', async () => {
  await get('/movie/upcoming');
  await outdate('/movie/upcoming');
  const before = stack.tmdb.callsTo('/movie/upcoming');
  stack.tmdb.disrupt({ hang: true }, { hang: true });
  const answers = await Promise.all(Array.from({ length: CONCURRENT }, () => get('/movie/upcoming')));
  for (const answer of answers) {
    expect(answer).toMatchObject({ status: 200, cache: 'STALE' });
    expect(answer.ms).toBeLessThan(ANSWER_BOUND_MS);
  }
  // One request for all of them, and its one retry.
  expect(stack.tmdb.callsTo('/movie/upcoming') - before).toBe(2);

  stack.tmdb.disrupt({ hang: true }, { hang: true });
  const uncached = await get('/trending/movie/week');
  expect(uncached).toMatchObject({ status: 502, body: { message: expect.any(String) } });
  expect(uncached.ms).toBeLessThan(ANSWER_BOUND_MS);

  const slowest = Math.max(...answers.map((answer) => answer.ms), uncached.ms);
  figures.hangSlowestAnswerMs = slowest;
  figures.hangBoundMs = ANSWER_BOUND_MS;
  survived.push({
    check: 'TMDB hangs',
    outcome: `survived: ${CONCURRENT} concurrent requests got the stale copy through 2 upstream calls; slowest answer ${slowest} ms (bound ${ANSWER_BOUND_MS} ms)`,
  });
});

test('concurrent requests for one uncached film cause one upstream request', async () => {
  stack.tmdb.delayMs = 500;
  try {
    const answers = await Promise.all(Array.from({ length: CONCURRENT }, () => get('/movie/550')));
    expect(answers.map((answer) => answer.status)).toEqual(new Array(CONCURRENT).fill(200));
  } finally {
    stack.tmdb.delayMs = 0;
  }
  expect(stack.tmdb.callsTo('/movie/550')).toBe(1);
  figures.coalescedRequests = CONCURRENT;
  survived.push({
    check: 'Pile-up on one uncached key',
    outcome: `survived: ${CONCURRENT} concurrent requests, 1 upstream request`,
  });
});
