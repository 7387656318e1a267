import { recordFigures } from '@marquee/config/testFigures';
import fc from 'fast-check';
import { seedCatalog } from '../../src/movies/catalog/vegaSeed';
import { signedInUser } from '../helpers/sessions';
import { useTestApp } from '../helpers/testApp';
import { fuzzRequests, type FuzzRequest } from './fuzzRequests';
import { openApiOperations, operationName } from './openApiOperations';

/** Limits high enough that a 429 never hides how a route answers its input. */
const t = useTestApp({
  RATE_LIMIT_MAX: '1000000',
  AI_RATE_LIMIT_MAX: '1000000',
  AUTH_RATE_LIMIT_MAX: '1000000',
});

const MIN_REQUESTS = 10_000;
/** Fixed, so a failure is reproduced by running the file again. */
const SEED = 20261121;

/**
 * Operations whose valid requests hash a password or run every AI feature: a smaller share of the
 * requests, so the run stays short; their invalid input is as cheap to check as anyone's.
 */
const COSTLY = new Set([
  'POST /api/auth/register',
  'POST /api/auth/login',
  'POST /api/auth/reset-password',
  'POST /api/ai/batch-test',
  'POST /api/ai/recommendations',
  'POST /api/ai/analyze-movie',
]);
const COSTLY_RUNS = 45;

/** Requests in flight at once: the database and the password hashing then overlap with the rest. */
const CONCURRENCY = 8;

/**
 * What is wrong with an answer: a 5xx, a 4xx without a JSON `{ message: string }`, or a success for a
 * request carrying text Postgres cannot store (refused at validation, whatever the route).
 */
function problemWith(request: FuzzRequest, status: number, body: string): boolean {
  if (status >= 500) return true;
  if (request.unstorable && status < 400) return true;
  if (status < 400) return false;
  try {
    return typeof (JSON.parse(body) as { message?: unknown }).message !== 'string';
  } catch {
    return true;
  }
}

/** A failing request, short enough to read in the test output. */
function describeFailure(caller: string, request: FuzzRequest, status: number, body: string): string {
  const payload = request.payload === undefined ? '' : ` ${request.payload.slice(0, 200)}`;
  return `${caller} ${request.method} ${request.url.slice(0, 300)}${payload} -> ${status} ${body.slice(0, 200)}`;
}

test('hostile input to every documented operation, as guest, user and admin: no 5xx, every 4xx says why', async () => {
  await seedCatalog(t.app.db);
  const user = await signedInUser(t.app, { email: 'fuzz-user@example.com' });
  const admin = await signedInUser(t.app, { email: 'fuzz-admin@example.com', role: 'admin' });
  const callers = Object.entries({ guest: {}, user: user.headers, admin: admin.headers });
  const operations = await openApiOperations(t.app);
  const costly = operations.filter((operation) => COSTLY.has(operationName(operation))).length;
  const runsPerOperation = Math.ceil((MIN_REQUESTS - costly * COSTLY_RUNS) / (operations.length - costly));

  /** The first failure of each operation and status. */
  const failures = new Map<string, string>();
  let sent = 0;
  for (const [index, operation] of operations.entries()) {
    const numRuns = COSTLY.has(operationName(operation)) ? COSTLY_RUNS : runsPerOperation;
    const requests = fc.sample(fuzzRequests(operation), { numRuns, seed: SEED + index });
    for (let first = 0; first < requests.length; first += CONCURRENCY) {
      await Promise.all(
        requests.slice(first, first + CONCURRENCY).map(async (request, offset) => {
          const [caller, headers] = callers[(first + offset) % callers.length]!;
          const response = await t.app.inject({
            method: request.method as 'GET',
            url: request.url,
            payload: request.payload,
            headers: { ...request.headers, ...headers },
          });
          sent += 1;
          const key = `${operationName(operation)} ${response.statusCode}`;
          if (problemWith(request, response.statusCode, response.body) && !failures.has(key)) {
            failures.set(key, describeFailure(caller, request, response.statusCode, response.body));
          }
        }),
      );
    }
  }
  recordFigures('security-fuzz', {
    rows: [
      {
        check: 'Fuzzing every documented operation (fast-check, OpenAPI-driven), as guest, user and admin',
        outcome: `${sent} requests to ${operations.length} operations; ${failures.size} answered 5xx or a 4xx without { message }`,
      },
    ],
    figures: { sent, operations: operations.length, failures: [...failures.values()] },
  });

  expect([...failures.values()]).toEqual([]);
  expect(sent).toBeGreaterThanOrEqual(MIN_REQUESTS);
}, 180_000);
