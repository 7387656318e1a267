import { startLoadBalancer, type LoadBalancer } from '@marquee/testing/loadBalancer';
import { setTimeout as sleep } from 'node:timers/promises';
import { startTmdbReplayServer, type TmdbReplayServer } from '@marquee/testing/tmdbReplay';
import { createAccounts, emailOf, PASSWORD, signIn } from './support/accounts';
import { verificationDeliveries } from './support/emailDeliveries';
import { startPostgresServer, type PostgresServer } from './support/postgresServer';
import { startApi, startWorker, type ProductProcess, type RunningApi } from './support/productProcess';
import { startRedisServer, type RedisServer } from './support/redisServer';
import { recordReliability, type ReliabilityRow } from './support/results';
import { startSmtpPeer, type SmtpPeer } from '@marquee/testing/smtpPeer';

const TMDB_TOKEN = 'scale-out-tmdb-token';
/** Small, so the test reaches it; per client address per minute, shared through Redis. */
const RATE_LIMIT_MAX = 20;
/** The same bound as the worker-crash test: a dead worker's lock expires and a stalled check runs. */
const REDELIVERY_TIMEOUT_MS = 50_000;

let redis: RedisServer;
let postgres: PostgresServer;
let tmdb: TmdbReplayServer;
/** The mail server as two addresses: the first worker sends to `held`, the second to `mail`. */
let held: SmtpPeer;
let mail: SmtpPeer;
const apis: RunningApi[] = [];
const workers: ProductProcess[] = [];
let balancer: LoadBalancer;
const survived: ReliabilityRow[] = [];

beforeAll(async () => {
  [redis, postgres, tmdb, held, mail] = await Promise.all([
    startRedisServer(),
    startPostgresServer(),
    startTmdbReplayServer(TMDB_TOKEN),
    startSmtpPeer(),
    startSmtpPeer(),
  ]);
  const shared = {
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    QUEUE_PREFIX: 'scale-out',
  };
  const apiEnv = {
    ...shared,
    TMDB_API_TOKEN: TMDB_TOKEN,
    TMDB_BASE_URL: tmdb.url,
    RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
    // Behind the balancer: each test scenario is a client of its own through X-Forwarded-For.
    TRUST_PROXY: 'true',
  };
  // One after the other: the first migrates the shared database.
  apis.push(await startApi(apiEnv));
  apis.push(await startApi(apiEnv));
  balancer = await startLoadBalancer(apis.map((api) => api.url));
  const workerEnv = { ...shared, PUBLIC_URL: balancer.url };
  workers.push(
    ...(await Promise.all([
      startWorker({ ...workerEnv, SMTP_URL: held.url }),
      startWorker({ ...workerEnv, SMTP_URL: mail.url }),
    ])),
  );
});

afterAll(async () => {
  await Promise.all(workers.map((worker) => worker.stop()));
  await balancer?.close();
  await Promise.all(apis.map((api) => api.stop()));
  await Promise.all([redis?.close(), postgres?.close(), tmdb?.close(), held?.close(), mail?.close()]);
  recordReliability('scale-out', { apiProcesses: apis.length, workers: workers.length }, survived);
});

/** A request through the balancer as the client `ip`; says which API process answered. */
async function through(path: string, ip: string, init: RequestInit = {}) {
  const response = await fetch(`${balancer.url}${path}`, {
    ...init,
    headers: { 'x-forwarded-for': ip, ...(init.headers as Record<string, string>) },
  });
  return {
    status: response.status,
    upstream: response.headers.get('x-upstream'),
    cache: response.headers.get('x-cache'),
  };
}

const upstreamsOf = (answers: { upstream: string | null }[]) =>
  new Set(answers.map(({ upstream }) => upstream));

test('a session made on one API process is honoured by the other', async () => {
  await createAccounts(postgres.url, 'roamer', 1);
  const { token, userId } = await signIn(balancer.url, emailOf('roamer', 0));
  const answers = [];
  for (let n = 0; n < 4; n += 1) {
    answers.push(
      await through(`/api/users/${userId}`, '198.51.100.1', {
        headers: { authorization: `Bearer ${token}` },
      }),
    );
  }
  expect(answers.map(({ status }) => status)).toEqual([200, 200, 200, 200]);
  expect(upstreamsOf(answers).size).toBe(2);
  survived.push({ check: 'One session, two API processes', outcome: 'honoured by both' });
});

// Public catalog reads are counted in each process (no Redis round trip on a cached read); every other
// request, as this one, in Redis.
test('the rate limit counts the requests of both API processes together', async () => {
  const answers = [];
  for (let n = 0; n < RATE_LIMIT_MAX + 2; n += 1) {
    answers.push(await through('/api/auth/providers', '198.51.100.2'));
  }
  const allowed = answers.filter(({ status }) => status === 200);
  expect(allowed).toHaveLength(RATE_LIMIT_MAX);
  expect(upstreamsOf(allowed).size).toBe(2);
  expect(answers.slice(RATE_LIMIT_MAX).map(({ status }) => status)).toEqual([429, 429]);
  survived.push({
    check: `Rate limit of ${RATE_LIMIT_MAX}/min per client across two processes`,
    outcome: `request ${RATE_LIMIT_MAX + 1} refused (429), not ${2 * RATE_LIMIT_MAX + 1}`,
  });
});

test('an answer one API process cached is served from the cache by the other', async () => {
  const first = await through('/api/tmdb/movie/550', '198.51.100.3');
  const second = await through('/api/tmdb/movie/550', '198.51.100.3');
  expect([first.status, second.status]).toEqual([200, 200]);
  expect(first.upstream).not.toBe(second.upstream);
  expect([first.cache, second.cache]).toEqual(['MISS', 'HIT']);
  expect(tmdb.callsTo('/movie/550')).toBe(1);
  survived.push({ check: 'Cache filled by one process', outcome: 'the other served it (one TMDB call)' });
});

test('every queued email is sent exactly once while one of the two workers is killed mid-send', async () => {
  held.hold = true;
  let holding = false;
  void held.messageHeld().then(() => (holding = true));
  const recipients: string[] = [];
  const register = async () => {
    const email = emailOf('newcomer', recipients.length);
    recipients.push(email);
    const answer = await through('/api/auth/register', `198.51.100.${100 + recipients.length}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Newcomer', email, password: PASSWORD }),
    });
    expect(answer.status).toBe(201);
  };
  // Sign-ups until the first worker is inside a send (its mail server holding the answer), then more.
  while (!holding) {
    if (recipients.length === 40) throw new Error('the first worker sent none of 40 sign-up emails');
    await register();
    await sleep(100);
  }
  for (let n = 0; n < 5; n += 1) await register();
  await workers[0]!.stop('SIGKILL');
  const killedAt = Date.now();

  const deliveredTo = () => [...held.messages, ...mail.messages].flatMap(({ to }) => to);
  for (; deliveredTo().length < recipients.length; await sleep(200)) {
    if (Date.now() - killedAt > REDELIVERY_TIMEOUT_MS)
      throw new Error(`${deliveredTo().length} of ${recipients.length} emails arrived within the bound`);
  }
  // Room for a duplicate to show up.
  await sleep(3_000);

  expect(held.abandoned).toBeGreaterThanOrEqual(1);
  expect(deliveredTo().sort()).toEqual([...recipients].sort());
  expect(await verificationDeliveries(postgres.url)).toBe(recipients.length);
  survived.push({
    check: `${recipients.length} sign-up emails, one of two workers SIGKILLed mid-send`,
    outcome: `each arrived exactly once (${held.abandoned} abandoned by the kill, resent by the other worker)`,
  });
});
