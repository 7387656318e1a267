import {
  serveTmdbReplayAtApi,
  startTmdbReplayServer,
  tmdbFixture,
  type TmdbReplayServer,
} from '../src/tmdbReplay';

const TOKEN = 'kit-token';
let tmdb: TmdbReplayServer;
beforeAll(async () => {
  tmdb = await startTmdbReplayServer(TOKEN);
});
afterAll(() => tmdb.close());

const get = (route: string, token = TOKEN) =>
  fetch(`${tmdb.url}${route}`, { headers: { authorization: `Bearer ${token}` } });
const json = async (route: string) => (await get(route)).json() as Promise<Record<string, unknown>>;
const withoutId = (part: unknown) => {
  const { id: _id, ...rest } = part as Record<string, unknown>;
  return rest;
};

test('append_to_response nests each asked part TMDB knows under its key, once, without its id', async () => {
  const film = await json('/movie/550?append_to_response=credits,keywords,credits,no_such_part');
  expect(film).toEqual({
    ...(tmdbFixture('movie_550.json') as object),
    credits: withoutId(tmdbFixture('movie_550_credits.json')),
    keywords: withoutId(tmdbFixture('movie_550_keywords.json')),
  });
});

test('a film recorded with parts appended answers only the parts asked for', async () => {
  const film = await json('/movie/10140?append_to_response=videos');
  const recorded = tmdbFixture('movie_10140_append_to_response.json') as Record<string, unknown>;
  expect(film.videos).toEqual(recorded.videos);
  for (const part of ['credits', 'images', 'reviews', 'release_dates', 'watch/providers'])
    expect(film).not.toHaveProperty([part]);
  expect(film.title).toBe(recorded.title);
});

test('a wrong token is refused and an unknown film is a 404, in TMDB words', async () => {
  const refused = await get('/movie/popular', 'wrong');
  expect([refused.status, ((await refused.json()) as { status_code: number }).status_code]).toEqual([401, 7]);
  const missing = await get('/movie/1');
  expect([missing.status, ((await missing.json()) as { status_code: number }).status_code]).toEqual([
    404, 34,
  ]);
});

test('faults: a 429 with Retry-After, a 503, a dropped connection, then the recording again', async () => {
  tmdb.disrupt({ status: 429, retryAfter: '3' }, { status: 503 }, { drop: true });
  const limited = await get('/movie/popular');
  expect([limited.status, limited.headers.get('retry-after')]).toEqual([429, '3']);
  expect((await get('/movie/popular')).status).toBe(503);
  await expect(get('/movie/popular')).rejects.toThrow('fetch failed');
  expect(await json('/movie/popular')).toEqual(tmdbFixture('movie_popular.json'));
  expect(tmdb.callsTo('/movie/popular')).toBeGreaterThanOrEqual(5);
});

test('an outage lasts until it is lifted; a delay holds every answer', async () => {
  tmdb.outage = { status: 500 };
  expect((await get('/genre/movie/list')).status).toBe(500);
  expect((await get('/genre/movie/list')).status).toBe(500);
  tmdb.outage = undefined;
  tmdb.delayMs = 300;
  const started = Date.now();
  expect((await get('/genre/movie/list')).status).toBe(200);
  expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  tmdb.delayMs = 0;
});

test('at /api/tmdb, the front end gets the same answers without a token, as the API passes them on', async () => {
  const replay = await serveTmdbReplayAtApi();
  try {
    const answer = await fetch('/api/tmdb/movie/550?append_to_response=videos');
    const film = (await answer.json()) as Record<string, unknown>;
    expect(film.videos).toEqual(withoutId(tmdbFixture('movie_550_videos.json')));
    expect(replay.requests.map((request) => [request.path, request.authorization])).toEqual([
      ['/movie/550', undefined],
    ]);
  } finally {
    await replay.close();
  }
});
