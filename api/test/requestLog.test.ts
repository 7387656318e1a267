import { type AddressInfo } from 'node:net';
import { type App } from '../src/app';
import { catalogFilms } from './helpers/catalogFilms';
import { buildTestApp, useTestApp } from './helpers/testApp';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  method?: string;
  url?: string;
  statusCode?: number;
}

const INFO = 30;
const DEBUG = 20;
const ERROR = 50;

/** An app at `level` whose log lines are collected, listening on a free port: requests go over HTTP. */
async function listeningApp(databaseUrl: string, level: string, lines: LogLine[]): Promise<App> {
  const app = await buildTestApp(
    databaseUrl,
    { LOG_LEVEL: level },
    { logStream: { write: (line) => lines.push(JSON.parse(line) as LogLine) } },
  );
  app.get('/api/test/boom', async () => {
    throw new Error('boom');
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

describe('one log line per request, as README "Caching and CDN" says', () => {
  const t = useTestApp();
  beforeAll(() => catalogFilms(t.app.db, 5));
  const lines: LogLine[] = [];
  const apps: App[] = [];
  afterAll(() => Promise.all(apps.map((app) => app.close())));

  const started = async (level: string) => {
    const app = await listeningApp(t.databaseUrl, level, lines);
    apps.push(app);
    const { port } = app.server.address() as AddressInfo;
    return (path: string, reqId: string) =>
      fetch(`http://127.0.0.1:${port}${path}`, { headers: { 'x-request-id': reqId } });
  };
  const linesOf = (reqId: string) => lines.filter((line) => line.reqId === reqId);
  const completed = (reqId: string) => linesOf(reqId).filter((line) => line.msg === 'request completed');

  test('at info, a public catalog read answered from the cache logs nothing', async () => {
    const get = await started('info');
    expect((await get('/api/tmdb/movie/popular?page=1', 'popular-miss')).status).toBe(200);
    const hit = await get('/api/tmdb/movie/popular?page=1', 'popular-hit');
    expect(hit.headers.get('x-cache')).toBe('HIT');
    expect(linesOf('popular-hit')).toEqual([]);
  });

  test('at info, other reads and errors log one line with the request id, method, URL and status', async () => {
    const get = await started('info');
    expect((await get('/api/health', 'health-1')).status).toBe(200);
    expect((await get('/api/test/boom', 'boom-1')).status).toBe(500);
    expect((await get('/api/nothing-here', 'missing-1')).status).toBe(404);
    expect(completed('health-1')).toEqual([
      expect.objectContaining({ level: INFO, msg: 'request completed', method: 'GET', statusCode: 200 }),
    ]);
    expect(linesOf('boom-1')).toContainEqual(
      expect.objectContaining({ level: ERROR, msg: 'request failed' }),
    );
    expect(completed('boom-1')).toEqual([
      expect.objectContaining({ url: '/api/test/boom', statusCode: 500 }),
    ]);
    expect(completed('missing-1')).toEqual([expect.objectContaining({ level: INFO, statusCode: 404 })]);
  });

  test('at debug, a public catalog read logs its line at debug, with its request id', async () => {
    const get = await started('debug');
    expect((await get('/api/tmdb/movie/popular?page=1', 'popular-debug')).status).toBe(200);
    expect(completed('popular-debug')).toEqual([
      expect.objectContaining({
        level: DEBUG,
        msg: 'request completed',
        url: '/api/tmdb/movie/popular?page=1',
        statusCode: 200,
      }),
    ]);
  });
});
