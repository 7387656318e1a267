import { recordFigures } from '@marquee/config/testFigures';
import { insertUser } from '../helpers/users';
import { useLiveTmdbTestApp } from '../helpers/liveTmdbTestApp';
import { accessWorld, headersOf, ownerState, type Caller } from './accessWorld';
import { openApiOperations, operationName } from './openApiOperations';
import { LOGIN, ROUTE_ACCESS } from './routeAccess';

// Movie data from the local TMDB peer; limits high enough that every cell gets its real answer, not a 429;
// the push service of routeAccess.ts's browser subscription.
const t = useLiveTmdbTestApp('matrix-tmdb-token', {
  RATE_LIMIT_MAX: '100000',
  AI_RATE_LIMIT_MAX: '100000',
  AUTH_RATE_LIMIT_MAX: '100000',
  PUSH_SERVICE_HOSTS: 'push.example',
});

const CALLERS: Caller[] = ['guest', 'owner', 'other', 'admin'];

/** Routes whose answers differ from the table, for the recorded figures. */
const mismatches: string[] = [];

beforeAll(async () => {
  await insertUser(t.app.db, { ...LOGIN, verified: true });
});

afterAll(() => {
  const routes = Object.keys(ROUTE_ACCESS).length;
  recordFigures('security-matrix', {
    rows: [
      {
        check: 'Authorization matrix: every route × guest, owner, another user, admin',
        outcome: `${routes} routes, ${routes * CALLERS.length} requests; ${mismatches.length} answers differing from the table`,
      },
    ],
    figures: { routes, requests: routes * CALLERS.length, mismatches },
  });
});

test('every route the app serves has its row in the access table, and every row a route', async () => {
  const served = (await openApiOperations(t.app)).map(operationName);
  const missing = served.filter((route) => !(route in ROUTE_ACCESS));
  const gone = Object.keys(ROUTE_ACCESS).filter((route) => !served.includes(route));
  expect({ missing, gone }).toEqual({ missing: [], gone: [] });
});

test.each(Object.entries(ROUTE_ACCESS))('%s', async (route, access) => {
  const method = route.split(' ')[0] as 'GET';
  const answers: Partial<Record<Caller, number>> = {};
  for (const caller of CALLERS) {
    // A world per caller: an earlier caller's deletion or change cannot decide a later one's answer.
    const world = await accessWorld(t.app);
    const before = await ownerState(t.app, world);
    const { url, payload, headers } = access.request(world);
    const response = await t.app.inject({
      method,
      url,
      payload,
      headers: { ...headersOf(world, caller), ...headers },
    });
    answers[caller] = response.statusCode;
    if (response.statusCode >= 400) {
      expect(typeof response.json<{ message: unknown }>().message).toBe('string');
    }
    // Nobody but the owner (and an admin) changes what the owner has.
    if (caller === 'guest' || caller === 'other') expect(await ownerState(t.app, world)).toEqual(before);
  }
  const expected = Object.fromEntries(CALLERS.map((caller) => [caller, access[caller]]));
  if (JSON.stringify(answers) !== JSON.stringify(expected)) mismatches.push(route);
  expect(answers).toEqual(expected);
});
