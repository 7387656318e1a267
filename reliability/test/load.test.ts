import { setTimeout as sleep } from 'node:timers/promises';
import { createAccounts, emailOf, PASSWORD } from './support/accounts';
import { mean, sampleMemory } from './support/memorySampler';
import { startPostgresServer, type PostgresServer } from './support/postgresServer';
import { startApi, type RunningApi } from './support/productProcess';
import { startRedisServer, type RedisServer } from './support/redisServer';
import { recordReliability } from './support/results';
import { countByStatus, isSuccess, percentileMs, startTraffic, type TrafficRequest } from './support/traffic';

const CLIENTS = 200;
const DURATION_MS = 60_000;
/** Sign-ins per account stay under the per-email budget (5 per 15 minutes). */
const SIGN_INS_PER_ACCOUNT = 4;
const SIGN_IN_EVERY_CYCLES = 10;
/** Allowed growth of the mean resident size from the middle third of the run to the last. */
const MEMORY_GROWTH_MARGIN = 1.3;
const TIMED_SIGN_INS = 50;
const SEARCH_WORDS = ['the', 'love', 'night', 'star', 'war', 'man', 'city', 'day'];

let redis: RedisServer;
let postgres: PostgresServer;
let api: RunningApi;
let films: { id: number; title: string }[];

beforeAll(async () => {
  [redis, postgres] = await Promise.all([startRedisServer(), startPostgresServer()]);
  api = await startApi({ DATABASE_URL: postgres.url, REDIS_URL: redis.url, RATE_LIMIT_MAX: '100000000' });
  await createAccounts(postgres.url, 'viewer', CLIENTS);
  await createAccounts(postgres.url, 'timed', TIMED_SIGN_INS);
  films = [];
  for (let page = 1; page <= 10; page += 1) {
    const response = await fetch(`${api.url}/api/tmdb/movie/popular?page=${page}`);
    films.push(...((await response.json()) as { results: { id: number; title: string }[] }).results);
  }
});

afterAll(async () => {
  await api?.stop();
  await Promise.all([redis?.close(), postgres?.close()]);
});

/** One viewer: signs in, browses, keeps a watchlist and writes reviews, over and over. */
interface Viewer {
  email: string;
  userId?: string;
  token?: string;
  signIns: number;
  cycle: number;
  step: number;
}

const STEPS = [
  'sign-in',
  'browse',
  'detail',
  'search',
  'watchlist add',
  'list',
  'watchlist remove',
  'review',
];

function nextRequest(viewer: Viewer): TrafficRequest {
  const step = STEPS[viewer.step]!;
  // The film of this cycle: opened, added to the watchlist and removed again.
  const film = films[(viewer.cycle * 7) % films.length]!;
  const json = { 'content-type': 'application/json' };
  const auth = { authorization: `Bearer ${viewer.token}` };
  const url = (path: string) => `${api.url}/api${path}`;
  switch (step) {
    case 'sign-in':
      if (
        viewer.token &&
        (viewer.cycle % SIGN_IN_EVERY_CYCLES !== 0 || viewer.signIns >= SIGN_INS_PER_ACCOUNT)
      ) {
        return { label: 'watchlist', url: url(`/users/${viewer.userId}/watchlist`), init: { headers: auth } };
      }
      viewer.signIns += 1;
      return {
        label: step,
        url: url('/auth/login'),
        init: {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ email: viewer.email, password: PASSWORD }),
        },
      };
    case 'browse':
      return { label: step, url: url(`/tmdb/movie/popular?page=${(viewer.cycle % 10) + 1}`) };
    case 'detail':
      return { label: step, url: url(`/tmdb/movie/${film.id}`) };
    case 'search':
      return {
        label: step,
        url: url(`/tmdb/search/movie?query=${SEARCH_WORDS[viewer.cycle % SEARCH_WORDS.length]}`),
      };
    case 'watchlist add':
      return {
        label: step,
        url: url(`/users/${viewer.userId}/watchlist`),
        init: {
          method: 'POST',
          headers: { ...json, ...auth },
          body: JSON.stringify({ movieId: String(film.id), title: film.title }),
        },
      };
    case 'list':
      return { label: step, url: url(`/tmdb/trending/movie/week?page=${(viewer.cycle % 3) + 1}`) };
    case 'watchlist remove':
      return {
        label: step,
        url: url(`/users/${viewer.userId}/watchlist/${film.id}`),
        init: { method: 'DELETE', headers: auth },
      };
    default: {
      // One review per film: the films a viewer reviews are the catalog's, in order, each once.
      const reviewed = films[viewer.cycle];
      if (!reviewed) return { label: 'reviews', url: url(`/reviews/${film.id}`) };
      return {
        label: step,
        url: url('/reviews'),
        init: {
          method: 'POST',
          headers: { ...json, ...auth },
          body: JSON.stringify({
            movieId: String(reviewed.id),
            rating: 4,
            comment: 'Worth it.',
            movieTitle: reviewed.title,
          }),
        },
      };
    }
  }
}

async function medianSignInMs(emails: string[]): Promise<number> {
  const durations: number[] = [];
  for (const email of emails) {
    const startedAt = performance.now();
    const response = await fetch(`${api.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    await response.arrayBuffer();
    durations.push(performance.now() - startedAt);
  }
  durations.sort((a, b) => a - b);
  return (
    (durations[Math.floor(durations.length / 2) - 1]! + durations[Math.floor(durations.length / 2)]!) / 2
  );
}

test(`${CLIENTS} clients for ${DURATION_MS / 1000} s on a mixed workload: every answer 2xx, memory flat`, async () => {
  const viewers: Viewer[] = Array.from({ length: CLIENTS }, (_unused, n) => ({
    email: emailOf('viewer', n),
    signIns: 0,
    cycle: 0,
    step: 0,
  }));
  const advance = (viewer: Viewer) => {
    viewer.step = (viewer.step + 1) % STEPS.length;
    if (viewer.step === 0) viewer.cycle += 1;
  };
  const memory = sampleMemory(api.pid);
  const startedAt = Date.now();
  const traffic = startTraffic(
    CLIENTS,
    (client) => nextRequest(viewers[client]!),
    async (client, request, response) => {
      const viewer = viewers[client]!;
      if (request.label === 'sign-in' && response.ok) {
        const session = (await response.json()) as { token: string; user: { id: string } };
        viewer.token = session.token;
        viewer.userId = session.user.id;
      } else {
        await response.arrayBuffer();
      }
      advance(viewer);
    },
  );
  await sleep(DURATION_MS);
  const outcomes = await traffic.stop();
  const elapsedSeconds = (Date.now() - startedAt) / 1000;
  const rss = memory.stop();

  const statuses = countByStatus(outcomes);
  const failures = outcomes.filter((outcome) => !isSuccess(outcome.status));
  const third = Math.floor(rss.length / 3);
  const middleMiB = mean(rss.slice(third, 2 * third));
  const lastMiB = mean(rss.slice(2 * third));
  const load = {
    clients: CLIENTS,
    durationSeconds: Math.round(elapsedSeconds),
    requests: outcomes.length,
    requestsPerSecond: Math.round(outcomes.length / elapsedSeconds),
    p50Ms: percentileMs(outcomes, 50),
    p99Ms: percentileMs(outcomes, 99),
    statuses,
    byKind: Object.fromEntries(
      [...new Set(outcomes.map((outcome) => outcome.label))].map((label) => {
        const ofKind = outcomes.filter((outcome) => outcome.label === label);
        return [
          label,
          { requests: ofKind.length, p50Ms: percentileMs(ofKind, 50), p99Ms: percentileMs(ofKind, 99) },
        ];
      }),
    ),
    rssMiB: {
      start: Math.round(rss[0]!),
      middleThirdMean: Math.round(middleMiB),
      lastThirdMean: Math.round(lastMiB),
    },
  };

  const login = {
    knownEmailMedianMs: Math.round(
      await medianSignInMs(Array.from({ length: TIMED_SIGN_INS }, (_unused, n) => emailOf('timed', n))),
    ),
    unknownEmailMedianMs: Math.round(
      await medianSignInMs(Array.from({ length: TIMED_SIGN_INS }, (_unused, n) => emailOf('nobody', n))),
    ),
  };
  recordReliability('load', { load, login }, [
    {
      check: `Load: ${CLIENTS} clients, ${load.durationSeconds} s, mixed workload`,
      outcome: `${load.requests} requests, ${load.requestsPerSecond} req/s, p50 ${load.p50Ms} ms, p99 ${load.p99Ms} ms, ${failures.length} errors/non-2xx; RSS ${load.rssMiB.middleThirdMean} → ${load.rssMiB.lastThirdMean} MiB (middle → last third)`,
    },
    {
      check: `Sign-in timing, ${TIMED_SIGN_INS} known vs ${TIMED_SIGN_INS} unknown emails`,
      outcome: `median ${login.knownEmailMedianMs} ms known, ${login.unknownEmailMedianMs} ms unknown`,
    },
  ]);

  expect(failures).toEqual([]);
  expect(viewers.every((viewer) => viewer.cycle > 0)).toBe(true);
  expect(lastMiB).toBeLessThan(middleMiB * MEMORY_GROWTH_MARGIN);
});
