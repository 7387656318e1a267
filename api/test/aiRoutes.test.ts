import {
  type AiSearchResponse,
  type AiTestResponse,
  type MovieDetails,
  type RecommendationsResponse,
} from '@marquee/contracts';
import { seedCatalog } from '../src/movies/catalog/vegaSeed';
import { signedInUser, type SignedInUser } from './helpers/sessions';
import { useTestApp } from './helpers/testApp';

const HORROR = 27;
const COMEDY = 35;

const t = useTestApp();
let user: SignedInUser;
let admin: SignedInUser;
beforeAll(async () => {
  await seedCatalog(t.app.db);
  user = await signedInUser(t.app, { email: 'viewer@example.com' });
  admin = await signedInUser(t.app, { email: 'boss@example.com', role: 'admin' });
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/ai${url}`, payload, headers });

const details = async (movieId: string | null): Promise<MovieDetails> => {
  const film = await t.app.aiCatalog.details(Number(movieId));
  if (!film) throw new Error(`film ${movieId} is not in the catalog`);
  return film;
};

describe('status', () => {
  test('/test says which engine answers', async () => {
    const response = await t.app.inject('/api/ai/test');
    expect(response.statusCode).toBe(200);
    expect(response.json<AiTestResponse>()).toMatchObject({ success: true, engine: 'local' });
  });

  test('/news is coming soon', async () => {
    const response = await t.app.inject('/api/ai/news');
    expect(response.json()).toEqual({ success: true, message: 'AI movie news is coming soon' });
  });

  test('/batch-test: admins only; every feature passes on the local engine', async () => {
    expect((await post('/batch-test', {})).statusCode).toBe(401);
    expect((await post('/batch-test', {}, user.headers)).statusCode).toBe(403);
    const response = await post('/batch-test', {}, admin.headers);
    expect(response.statusCode).toBe(200);
    const { engine, results } = response.json<{
      engine: string;
      results: { feature: string; passed: boolean }[];
    }>();
    expect(engine).toBe('local');
    expect(results.map(({ feature }) => feature)).toEqual([
      'test',
      'recommendations',
      'search',
      'analyze-reviews',
      'analyze-movie',
      'chat',
    ]);
    expect(results.filter(({ passed }) => !passed)).toEqual([]);
  });
});

describe('who may ask', () => {
  test.each(['/recommendations', '/search', '/chat'])('guests get 401 on %s', async (url) => {
    const response = await post(url, { query: 'a comedy', message: 'hello' });
    expect(response.statusCode).toBe(401);
  });

  test('bad bodies name the field', async () => {
    const cases: [string, object, RegExp][] = [
      ['/recommendations', { theme: 'gloomy' }, /theme/],
      ['/recommendations', { count: 21 }, /count/],
      ['/search', { query: '' }, /query/],
      ['/search', { query: '   ' }, /query/],
      ['/chat', { message: 'x'.repeat(1001) }, /message/],
      ['/chat', { message: '  ' }, /message/],
    ];
    for (const [url, payload, field] of cases) {
      const response = await post(url, payload, user.headers);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(new RegExp(field, 'i'));
    }
  });
});

describe('recommendations', () => {
  test('a mood: the asked number of catalog films, each linked to its page', async () => {
    const response = await post('/recommendations', { theme: 'feel_good', count: 6 }, user.headers);
    expect(response.statusCode).toBe(200);
    const answer = response.json<RecommendationsResponse>();
    expect(answer).toMatchObject({ success: true, engine: 'local' });
    expect(Date.parse(answer.timestamp)).not.toBeNaN();
    expect(answer.recommendations).toHaveLength(6);
    for (const film of answer.recommendations) {
      expect(film.movieId).not.toBeNull();
      expect((await details(film.movieId)).title).toBe(film.title);
    }
  });

  test('no mood: personalised by the genres of the watchlist, which it does not repeat', async () => {
    const fan = await signedInUser(t.app, { email: 'horror-fan@example.com' });
    const kept = await t.app.aiCatalog.discover({ genreIds: [HORROR] });
    await t.app
      .db('watchlist_items')
      .insert(kept.slice(0, 5).map((film) => ({ user_id: fan.id, movie_id: film.id, title: film.title })));
    const response = await post('/recommendations', { theme: '' }, fan.headers);
    expect(response.statusCode).toBe(200);
    const { recommendations } = response.json<RecommendationsResponse>();
    expect(recommendations).toHaveLength(10);
    const keptIds = new Set(kept.slice(0, 5).map((film) => String(film.id)));
    for (const film of recommendations) {
      expect(keptIds.has(film.movieId ?? '')).toBe(false);
      expect((await details(film.movieId)).genres.map((genre) => genre.id)).toContain(HORROR);
    }
  });
});

test('search: the parsed year and genre hold for every film suggested', async () => {
  const response = await post('/search', { query: 'a funny comedy from the 1990s' }, user.headers);
  expect(response.statusCode).toBe(200);
  const answer = response.json<AiSearchResponse>();
  expect(answer.search_parameters.year_range).toEqual({ min: 1990, max: 1999 });
  expect(answer.search_parameters.genres.map((genre) => genre.toLowerCase())).toContain('comedy');
  expect(answer.movie_suggestions.length).toBeGreaterThan(0);
  for (const suggestion of answer.movie_suggestions) {
    const film = await details(suggestion.movieId);
    expect(film.genres.map((genre) => genre.id)).toContain(COMEDY);
    expect(Number(film.release_date.slice(0, 4))).toBeGreaterThanOrEqual(1990);
    expect(Number(film.release_date.slice(0, 4))).toBeLessThanOrEqual(1999);
  }
});

test('rate limit: each user has their own budget per route (10 searches a minute)', async () => {
  const [eager, other] = await Promise.all([
    signedInUser(t.app, { email: 'eager@example.com' }),
    signedInUser(t.app, { email: 'other@example.com' }),
  ]);
  for (let i = 0; i < 10; i++) {
    expect((await post('/search', { query: 'space adventure' }, eager.headers)).statusCode).toBe(200);
  }
  const refused = await post('/search', { query: 'space adventure' }, eager.headers);
  expect(refused.statusCode).toBe(429);
  expect((await post('/search', { query: 'space adventure' }, other.headers)).statusCode).toBe(200);
  // Another route's budget is its own.
  expect((await post('/recommendations', { theme: 'late_night', count: 1 }, eager.headers)).statusCode).toBe(
    200,
  );
});
