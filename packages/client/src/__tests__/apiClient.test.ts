import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { switchLanguage } from '@marquee/i18n';
import { ApiError, createApiClient, setUnauthorizedHandler } from '../apiClient';
import { tokenAtom, userAtom } from '../session';
import { storageKeys } from '../storage';
import { marqueeStore } from '../store';

interface Seen {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
  body: string;
}

let server: Server;
let seen: Seen;
let client: ReturnType<typeof createApiClient>;

// A real HTTP server: each path answers one situation the client must handle.
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen = { method: req.method, url: req.url, headers: req.headers, body };
      const reply = (status: number, payload?: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(payload === undefined ? '' : JSON.stringify(payload));
      };
      if (req.url === '/api/echo') reply(200, { ok: true });
      else if (req.url === '/api/conflict') reply(409, { message: 'Email already registered', userId: 'u1' });
      else if (req.url === '/api/broken') reply(500);
      else if (req.url === '/api/expired') reply(401, { message: 'Session expired' });
      else reply(404, { message: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  client = createApiClient({ baseUrl: `http://127.0.0.1:${port}/api` });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => localStorage.clear());
afterEach(() => switchLanguage('en'));

test('sends the stored token as a bearer authorization header', async () => {
  localStorage.setItem(storageKeys.token, 'abc.def.ghi');
  await expect(client.get('/echo')).resolves.toEqual({ ok: true });
  expect(seen.headers.authorization).toBe('Bearer abc.def.ghi');
});

test('sends no authorization header without a token', async () => {
  await client.get('/echo');
  expect(seen.headers.authorization).toBeUndefined();
});

test("tells the server the reader's language, so it answers its messages in it", async () => {
  await client.get('/echo');
  expect(seen.headers['accept-language']).toBe('en');
  await switchLanguage('ar');
  await client.post('/echo', { rating: 4 });
  expect(seen.headers['accept-language']).toBe('ar');
});

test('sends bodies as JSON', async () => {
  await client.post('/echo', { email: 'ada@example.com' });
  expect(seen.method).toBe('POST');
  expect(seen.headers['content-type']).toBe('application/json');
  expect(JSON.parse(seen.body)).toEqual({ email: 'ada@example.com' });
});

test('sends a file as its bytes, not as JSON', async () => {
  const file = new File(['Date,Name,Year\n2024-01-02,Alien,1979\n'], 'diary.csv', { type: 'text/csv' });
  await client.post('/echo', file);
  expect(seen.headers['content-type']).toBe('application/octet-stream');
  expect(seen.body).toBe('Date,Name,Year\n2024-01-02,Alien,1979\n');
});

test("fails with the server's message and the status", async () => {
  const error = await client
    .post('/conflict', {}, { fallbackMessage: 'Registration failed' })
    .catch((e) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({
    status: 409,
    message: 'Email already registered',
    fromServer: true,
    body: { message: 'Email already registered', userId: 'u1' },
  });
});

test('falls back to the given message when the server gives none', async () => {
  const error = await client.get('/broken', { fallbackMessage: 'Failed to fetch reviews' }).catch((e) => e);
  expect(error).toMatchObject({ status: 500, message: 'Failed to fetch reviews', fromServer: false });
});

test("without the server's message or the caller's, the failure is told in the reader's language", async () => {
  expect(await client.get('/broken').catch((e) => e)).toMatchObject({
    status: 500,
    message: 'Request failed',
  });
  await switchLanguage('de');
  expect(await client.get('/broken').catch((e) => e)).toMatchObject({
    status: 500,
    message: 'Die Anfrage ist fehlgeschlagen',
    fromServer: false,
  });
});

test('reports an unreachable server with status 0 and the fallback message', async () => {
  const offline = createApiClient({ baseUrl: 'http://127.0.0.1:1/api' });
  const error = await offline.get('/echo', { fallbackMessage: 'Login failed' }).catch((e) => e);
  expect(error).toMatchObject({ status: 0, message: 'Login failed', fromServer: false });
});

test('a 401 ends the session everywhere and tells the registered handler', async () => {
  marqueeStore.set(tokenAtom, 'stale');
  marqueeStore.set(userAtom, {
    id: 'u1',
    name: 'Ada',
    email: 'a@b.c',
    role: 'user',
    isGoogleUser: false,
    createdAt: '',
  });
  const onUnauthorized = jest.fn();
  setUnauthorizedHandler(onUnauthorized);

  const error = await client.get('/expired').catch((e) => e);

  expect(error).toMatchObject({ status: 401, message: 'Session expired' });
  expect(seen.headers.authorization).toBe('Bearer stale');
  // The server's reason goes to the handler, which tells the visitor on /login.
  expect(onUnauthorized).toHaveBeenCalledTimes(1);
  expect(onUnauthorized).toHaveBeenCalledWith('Session expired');
  expect(marqueeStore.get(tokenAtom)).toBeNull();
  expect(marqueeStore.get(userAtom)).toBeNull();
  expect(localStorage.getItem(storageKeys.token)).toBeNull();
  expect(localStorage.getItem(storageKeys.user)).toBeNull();

  // A call without a session had nothing to end: no reason to give.
  await client.get('/expired').catch(() => undefined);
  expect(onUnauthorized).toHaveBeenLastCalledWith(null);
  setUnauthorizedHandler(null);
});
