import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { createAccounts, emailOf, signIn, type Account } from './support/accounts';
import { startPostgresServer, type PostgresServer } from './support/postgresServer';
import { startApi, type RunningApi } from './support/productProcess';
import { recordReliability } from './support/results';
import { countByStatus, isSuccess, startTraffic, type TrafficRequest } from './support/traffic';

const WRITERS = 8;
const OUTAGE_MS = 3_000;

let postgres: PostgresServer;
let api: RunningApi;
let accounts: Account[];
/** The catalog's film ids: a write must name a film the movie data knows. */
let filmIds: string[];

beforeAll(async () => {
  postgres = await startPostgresServer();
  api = await startApi({ DATABASE_URL: postgres.url, RATE_LIMIT_MAX: '100000' });
  await createAccounts(postgres.url, 'writer', WRITERS);
  accounts = await Promise.all(
    Array.from({ length: WRITERS }, (_unused, n) => signIn(api.url, emailOf('writer', n))),
  );
  filmIds = await catalogFilmIds();
});

afterAll(async () => {
  await api?.stop();
  await postgres?.close();
});

async function catalogFilmIds(): Promise<string[]> {
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>('select id::text from catalog_movies order by id');
    return rows.map((row) => row.id);
  } finally {
    await client.end();
  }
}

/**
 * Even writers add films to their watchlist, odd ones review films; each answered write is of a new film:
 * writer c takes every WRITERS-th film of the catalog from the c-th on (about 400 each, more than a run
 * answers). A write refused with 503 is retried with the same film, as a client would, so the thousands of
 * quick 503s while Postgres is down do not use films up.
 */
function nextWrite(answered: number[]) {
  return (client: number): TrafficRequest => {
    const { userId, token } = accounts[client]!;
    const movieId = filmIds[(client + WRITERS * answered[client]!) % filmIds.length]!;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    return client % 2 === 0
      ? {
          label: `watchlist ${userId} ${movieId}`,
          url: `${api.url}/api/users/${userId}/watchlist`,
          init: { method: 'POST', headers, body: JSON.stringify({ movieId, title: `Film ${movieId}` }) },
        }
      : {
          label: `review ${userId} ${movieId}`,
          url: `${api.url}/api/reviews`,
          init: {
            method: 'POST',
            headers,
            body: JSON.stringify({ movieId, rating: 4, comment: 'Holds up.', movieTitle: `Film ${movieId}` }),
          },
        };
  };
}

async function storedWrites(): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ label: string }>(
      `select 'watchlist ' || user_id || ' ' || movie_id as label from watchlist_items
       union all select 'review ' || user_id || ' ' || movie_id from reviews`,
    );
    return new Set(rows.map((row) => row.label));
  } finally {
    await client.end();
  }
}

test('while Postgres restarts the API answers 503, recovers by itself, and keeps every acknowledged write', async () => {
  const unavailableBodies: unknown[] = [];
  const answered = new Array<number>(WRITERS).fill(0);
  const retrying = new Array<boolean>(WRITERS).fill(false);
  /**
   * Retried writes answered 409 "already reviewed": a 503 can come after the write was committed (Postgres
   * went down between the commit and the answer), so the retry finds it, as any client retrying would.
   */
  const storedByEarlierTry = new Set<string>();
  const traffic = startTraffic(WRITERS, nextWrite(answered), async (client, request, response) => {
    const body: unknown = await response.json().catch(() => undefined);
    if (response.status === 503) {
      unavailableBodies.push(body);
      retrying[client] = true;
      return;
    }
    if (response.status === 409 && retrying[client]) storedByEarlierTry.add(request.label);
    retrying[client] = false;
    answered[client]!++;
  });
  await sleep(1_000);
  await postgres.crash();
  const crashedAt = Date.now();
  await sleep(OUTAGE_MS);
  const restartingAt = Date.now();
  await postgres.start();
  const restartedAt = Date.now();
  let recoveredAt: number | undefined;
  for (const deadline = restartedAt + 15_000; !recoveredAt && Date.now() < deadline; await sleep(50)) {
    recoveredAt = traffic.outcomes.find(
      (outcome) => outcome.startedAt > restartedAt && isSuccess(outcome.status),
    )?.endedAt;
  }
  await sleep(1_000);
  const outcomes = await traffic.stop();

  const duringOutage = outcomes.filter(
    (outcome) => outcome.startedAt > crashedAt && outcome.endedAt < restartingAt,
  );
  expect(duringOutage.length).toBeGreaterThan(0);
  expect(countByStatus(duringOutage)).toEqual({ 503: duringOutage.length });
  expect(unavailableBodies).toContainEqual({ message: expect.any(String) });
  const refused = outcomes.filter((outcome) => outcome.status !== 503 && !isSuccess(outcome.status));
  expect(refused.filter((outcome) => !storedByEarlierTry.has(outcome.label))).toEqual([]);
  expect(recoveredAt).toBeDefined();

  const acknowledged = outcomes.filter((outcome) => isSuccess(outcome.status));
  const stored = await storedWrites();
  const lost = acknowledged.filter((outcome) => !stored.has(outcome.label));
  expect(lost).toEqual([]);
  expect([...storedByEarlierTry].filter((label) => !stored.has(label))).toEqual([]);

  const recoverySeconds = (recoveredAt! - restartedAt) / 1000;
  recordReliability(
    'postgres-restart',
    {
      writes: outcomes.length,
      acknowledged: acknowledged.length,
      lostAcknowledged: lost.length,
      statuses: countByStatus(outcomes),
      outageMs: restartingAt - crashedAt,
      recoverySecondsAfterRestart: recoverySeconds,
    },
    [
      {
        check: 'Postgres crashes and restarts during writes',
        outcome: `survived: ${acknowledged.length} acknowledged writes all stored, 503 while down, first write accepted ${recoverySeconds.toFixed(1)} s after restart`,
      },
    ],
  );
});
