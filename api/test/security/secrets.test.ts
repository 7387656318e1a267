import { createOneTimeToken } from '@marquee/jobs';
import { type InjectOptions } from 'fastify';
import { startOpenAiPeer, type OpenAiPeer } from '@marquee/testing/openAiPeer';
import { buildApp, type App } from '../../src/app';
import { member } from '../helpers/adminFixtures';
import { buildTestApp, testConfig } from '../helpers/testApp';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase';
import { startTmdbReplayServer, type TmdbReplayServer } from '@marquee/testing/tmdbReplay';

/** Recognisable values: if any of them shows up in an answer or a log line, it leaked. */
const TMDB_TOKEN = 'tmdb-token-SHOULD-NEVER-LEAK-4f1c';
const OPENAI_KEY = 'sk-openai-key-SHOULD-NEVER-LEAK-9b2e';
const JWT_SECRET = 'jwt-secret-SHOULD-NEVER-LEAK-0123456789abcdef';
const DATABASE_PASSWORD = 'db-password-SHOULD-NEVER-LEAK-77aa';
const PASSWORDS = ['pw-signup-NEVER-LEAK-1', 'pw-wrong-NEVER-LEAK-2', 'pw-reset-NEVER-LEAK-3'];
const [SIGNUP_PASSWORD, WRONG_PASSWORD, RESET_PASSWORD] = PASSWORDS as [string, string, string];
const NEEDLES = [TMDB_TOKEN, OPENAI_KEY, JWT_SECRET, DATABASE_PASSWORD, ...PASSWORDS, '$argon2'];

const logLines: string[] = [];
const logStream = { write: (line: string) => void logLines.push(line) };
/** Every answer the test got: status line, headers and body, as text. */
const answers: string[] = [];

let database: TestDatabase;
let tmdb: TmdbReplayServer;
let openAi: OpenAiPeer;
let app: App;
/** The same settings with a database that cannot be reached: the 500 paths. */
let appWithoutDatabase: App;

const env = () => ({
  LOG_LEVEL: 'trace',
  JWT_SECRET,
  TMDB_API_TOKEN: TMDB_TOKEN,
  TMDB_BASE_URL: tmdb.url,
  OPENAI_API_KEY: OPENAI_KEY,
  OPENAI_BASE_URL: openAi.baseURL,
  RATE_LIMIT_MAX: '100000',
  AI_RATE_LIMIT_MAX: '100000',
});

beforeAll(async () => {
  [database, tmdb, openAi] = await Promise.all([
    createTestDatabase(),
    startTmdbReplayServer(TMDB_TOKEN),
    // The provider's answers in order (the last repeats): a success, then refusals and failures.
    startOpenAiPeer([
      { content: 'OK' },
      { status: 401, message: 'Incorrect API key provided.' },
      { status: 500, message: 'The server had an error while processing your request.' },
    ]),
  ]);
  app = await buildTestApp(database.url, env(), { logStream });
  appWithoutDatabase = await buildApp(
    { ...testConfig(env()), databaseUrl: `postgres://marquee:${DATABASE_PASSWORD}@127.0.0.1:1/marquee` },
    { logStream },
  );
});

afterAll(async () => {
  await Promise.all([app?.close(), appWithoutDatabase?.close()]);
  await Promise.all([database?.drop(), tmdb?.close(), openAi?.close()]);
});

async function send(target: App, options: InjectOptions) {
  const response = await target.inject(options);
  answers.push(`${response.statusCode} ${JSON.stringify(response.headers)}\n${response.body}`);
  return response;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

test('no secret, password or password hash appears in any answer or log line', async () => {
  const admin = await member(app, 'admin@example.com', 'admin');

  // Accounts: sign-up, sign-in right and wrong, a reset, profiles and the admin's user list.
  const signUp = await send(app, {
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Ada', email: 'ada@example.com', password: SIGNUP_PASSWORD },
  });
  expect(signUp.statusCode).toBe(201);
  await app.db('users').where({ email: 'ada@example.com' }).update({ email_verified_at: app.db.fn.now() });
  const signIn = await send(app, {
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'ada@example.com', password: SIGNUP_PASSWORD },
  });
  expect(signIn.statusCode).toBe(200);
  const { token, user } = signIn.json<{ token: string; user: { id: string } }>();
  for (const email of ['ada@example.com', 'nobody@example.com']) {
    const wrong = await send(app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: WRONG_PASSWORD },
    });
    expect(wrong.statusCode).toBe(401);
  }
  // A password too short is refused: the 400 names the field, never the value.
  await send(app, {
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'B', email: 'b@example.com', password: WRONG_PASSWORD.slice(0, 3) },
  });
  await send(app, {
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email: 'ada@example.com' },
  });
  const resetToken = await createOneTimeToken(app.db, user.id, 'reset_password');
  const reset = await send(app, {
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token: resetToken, newPassword: RESET_PASSWORD },
  });
  expect(reset.statusCode).toBe(200);
  await send(app, { method: 'GET', url: `/api/users/${user.id}`, headers: bearer(token) });
  await send(app, { method: 'GET', url: `/api/users/${admin.id}`, headers: bearer(admin.token) });
  await send(app, { method: 'GET', url: '/api/admin/users', headers: bearer(admin.token) });
  await send(app, { method: 'GET', url: '/api/dev/mail' });

  // Movie data: answers, a film TMDB does not have, and TMDB failing and limiting.
  await send(app, { method: 'GET', url: '/api/tmdb/movie/550?append_to_response=credits' });
  await send(app, { method: 'GET', url: '/api/tmdb/movie/popular' });
  await send(app, { method: 'GET', url: '/api/tmdb/movie/404404' });
  tmdb.disrupt({ status: 500 }, { status: 500 }, { status: 500 }, { status: 429, retryAfter: '1' });
  const upstreamFailure = await send(app, { method: 'GET', url: '/api/tmdb/movie/550/videos' });
  expect(upstreamFailure.statusCode).toBeGreaterThanOrEqual(500);
  await send(app, { method: 'GET', url: '/api/tmdb/movie/550/images' });
  await send(app, { method: 'GET', url: '/api/admin/cache/movies', headers: bearer(admin.token) });

  // AI: the provider answering, refusing the key, failing.
  await send(app, { method: 'GET', url: '/api/ai/test' });
  const refused = await send(app, {
    method: 'POST',
    url: '/api/ai/search',
    headers: bearer(admin.token),
    payload: { query: 'heist films' },
  });
  expect(refused.statusCode).toBe(502);
  await send(app, {
    method: 'POST',
    url: '/api/ai/recommendations',
    headers: bearer(admin.token),
    payload: { count: 2 },
  });
  await send(app, {
    method: 'POST',
    url: '/api/ai/chat',
    headers: bearer(admin.token),
    payload: { message: 'Something like Heat?' },
  });

  // Refusals: a bad token, an unknown route, a malformed body; and the OpenAPI document.
  await send(app, { method: 'GET', url: '/api/admin/stats', headers: bearer(`${token}x`) });
  await send(app, { method: 'GET', url: '/api/nothing-here' });
  await send(app, {
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'content-type': 'application/json' },
    payload: `{"email": "ada@example.com", "password": "${WRONG_PASSWORD}"`,
  });
  await send(app, { method: 'GET', url: '/api/docs/json' });

  // The database unreachable: 5xx answers and a failed readiness check.
  const failed = await send(appWithoutDatabase, {
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'ada@example.com', password: WRONG_PASSWORD },
  });
  expect(failed.statusCode).toBeGreaterThanOrEqual(500);
  await send(appWithoutDatabase, { method: 'GET', url: '/api/ready' });
  await send(appWithoutDatabase, { method: 'GET', url: `/api/users/${user.id}`, headers: bearer(token) });

  // The logs did record the traffic (so an empty log cannot pass), then the search itself.
  expect(logLines.length).toBeGreaterThan(answers.length);
  const leaks = NEEDLES.flatMap((needle) => [
    ...answers.filter((answer) => answer.includes(needle)).map((answer) => `answer: ${answer.slice(0, 300)}`),
    ...logLines.filter((line) => line.includes(needle)).map((line) => `log: ${line.slice(0, 300)}`),
  ]);
  expect(leaks).toEqual([]);
});
