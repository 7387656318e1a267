import { randomUUID } from 'node:crypto';
import { describeWithService } from '@marquee/testing/services';
import { Redis } from 'ioredis';
import { createCache, type CacheStore } from '../../src/cache/cache';
import { createMemoryStore } from '../../src/cache/memoryStore';
import { createRedisStore } from '../../src/cache/redisStore';
import { type MovieDataProvider } from '../../src/movies/movieDataProvider';
import { createMemoryCacheStats, type CacheStats } from '../../src/movies/tmdb/cacheStats';
import { createMemoryRateLimiter } from '../../src/movies/tmdb/rateLimiter';
import { createTmdbClient } from '../../src/movies/tmdb/tmdbClient';
import { createTmdbProvider } from '../../src/movies/tmdb/tmdbProvider';
import { bodyOf } from '../helpers/movieData';
import { startTmdbReplayServer, tmdbFixture, type TmdbReplayServer } from '@marquee/testing/tmdbReplay';

const TOKEN = 'replay-token-0123456789';
const page1 = { page: 1, language: 'en-US' };

/**
 * The live provider assembled from its real parts (client, cache store, statistics) against the replay
 * server; the cache's clock is the test's, so TTL expiry needs no waiting.
 */
function liveProviderSuite(storeName: string, newStore: () => CacheStore) {
  let tmdb: TmdbReplayServer;
  let provider: MovieDataProvider;
  let stats: CacheStats;
  let clock: number;

  beforeEach(async () => {
    tmdb = await startTmdbReplayServer(TOKEN);
    clock = Date.now();
    stats = createMemoryCacheStats();
    provider = createTmdbProvider({
      client: createTmdbClient({
        baseUrl: tmdb.url,
        token: TOKEN,
        limiter: createMemoryRateLimiter(),
        timeoutMs: 1_000,
        onUpstreamCall: () => stats.count('upstreamCalls'),
      }),
      cache: createCache(newStore(), { now: () => clock }),
      stats,
    });
  });
  afterEach(() => tmdb.close());

  describe(storeName, () => {
    test('a miss fetches from TMDB with the Bearer token, then hits are served from the cache', async () => {
      const first = await provider.popular(page1);
      const second = await provider.popular(page1);
      expect([bodyOf(first), first.cache]).toEqual([tmdbFixture('movie_popular.json'), 'miss']);
      expect([bodyOf(second), second.cache]).toEqual([tmdbFixture('movie_popular.json'), 'hit']);
      expect(tmdb.callsTo('/movie/popular')).toBe(1);
      expect(tmdb.requests[0]!.authorization).toBe(`Bearer ${TOKEN}`);
      expect(tmdb.requests[0]!.query.toString()).not.toContain(TOKEN);
      expect(await stats.read()).toMatchObject({ hits: 1, misses: 1, upstreamCalls: 1 });
    });

    test('the key is the path and the sorted query: language and region make their own entries', async () => {
      await provider.trending({ page: 2, language: 'en-US' });
      await provider.trending({ language: 'en-US', page: 2 });
      await provider.trending({ page: 2, language: 'fr-FR' });
      await provider.trending({ page: 2, language: 'en-US', region: 'GB' });
      expect(tmdb.callsTo('/trending/movie/week')).toBe(3);
      expect(tmdb.requests.map((request) => request.query.get('language'))).toEqual([
        'en-US',
        'fr-FR',
        'en-US',
      ]);
    });

    test('an entry expires after its tier: lists after 10 minutes, details after 12 hours', async () => {
      await provider.popular(page1);
      await provider.movie(550, { append_to_response: [] });
      clock += 9 * 60_000;
      expect((await provider.popular(page1)).cache).toBe('hit');
      clock += 2 * 60_000;
      expect((await provider.popular(page1)).cache).toBe('miss');
      expect((await provider.movie(550, { append_to_response: [] })).cache).toBe('hit');
      clock += 12 * 3_600_000;
      expect((await provider.movie(550, { append_to_response: [] })).cache).toBe('miss');
      expect(tmdb.callsTo('/movie/popular')).toBe(2);
      expect(tmdb.callsTo('/movie/550')).toBe(2);
    });

    test('concurrent identical misses make one upstream call', async () => {
      tmdb.delayMs = 100;
      const answers = await Promise.all(Array.from({ length: 20 }, () => provider.topRated(page1)));
      expect(tmdb.callsTo('/movie/top_rated')).toBe(1);
      for (const answer of answers) expect(bodyOf(answer)).toEqual(tmdbFixture('movie_top_rated.json'));
    });

    test('when TMDB fails after expiry, the stale answer is served and counted', async () => {
      await provider.upcoming(page1);
      clock += 11 * 60_000;
      tmdb.disrupt({ status: 503 }, { status: 503 });
      const stale = await provider.upcoming(page1);
      expect([bodyOf(stale), stale.cache]).toEqual([tmdbFixture('movie_upcoming.json'), 'stale']);
      // One try and one retry of the transient failure.
      expect(tmdb.callsTo('/movie/upcoming')).toBe(3);
      expect(await stats.read()).toMatchObject({ stale: 1, upstreamErrors: 1, misses: 1 });
      // Once TMDB is back the entry is refreshed.
      expect((await provider.upcoming(page1)).cache).toBe('miss');
    });

    test('a timeout counts as a failure: stale served, and without a stale copy 502', async () => {
      await provider.genres({ language: 'en-US' });
      clock += 25 * 3_600_000;
      tmdb.disrupt({ hang: true }, { hang: true });
      expect((await provider.genres({ language: 'en-US' })).cache).toBe('stale');
      tmdb.disrupt({ hang: true }, { hang: true });
      await expect(provider.search({ ...page1, query: 'star wars' })).rejects.toMatchObject({
        statusCode: 502,
        message: 'The movie database is unavailable',
      });
    });

    test('a transient error is retried once and then succeeds', async () => {
      tmdb.disrupt({ status: 500 });
      const answer = await provider.discover({
        ...page1,
        sort_by: 'popularity.desc',
        include_adult: false,
        include_video: false,
      });
      expect(bodyOf(answer)).toEqual(tmdbFixture('discover_movie.json'));
      expect(tmdb.callsTo('/discover/movie')).toBe(2);
    });

    test('a 404 is cached briefly and answered as TMDB words it', async () => {
      for (let i = 0; i < 2; i += 1) {
        await expect(provider.credits(999_999, {})).rejects.toMatchObject({
          statusCode: 404,
          message: 'The resource you requested could not be found.',
        });
      }
      expect(tmdb.callsTo('/movie/999999/credits')).toBe(1);
      clock += 61_000;
      await expect(provider.credits(999_999, {})).rejects.toMatchObject({ statusCode: 404 });
      expect(tmdb.callsTo('/movie/999999/credits')).toBe(2);
    });

    test("a 429 pauses for TMDB's Retry-After and then retries", async () => {
      tmdb.disrupt({ status: 429, retryAfter: '1' });
      const answer = await provider.keywords(550, {});
      expect(bodyOf(answer)).toEqual(tmdbFixture('movie_550_keywords.json'));
      const [limited, retried] = tmdb.requests;
      expect(retried!.at - limited!.at).toBeGreaterThanOrEqual(990);
    });

    test('append_to_response is forwarded comma-joined and the answer passes through unchanged', async () => {
      const answer = await provider.movie(10140, {
        append_to_response: ['credits', 'videos'],
        language: 'en-US',
      });
      // TMDB's answer: the film with the two parts asked for, of those it was recorded with.
      const recorded = tmdbFixture('movie_10140_append_to_response.json') as Record<string, unknown>;
      const {
        images,
        external_ids,
        release_dates,
        reviews,
        'watch/providers': providers,
        ...asked
      } = recorded;
      expect([images, external_ids, release_dates, reviews, providers]).not.toContain(undefined);
      expect(asked).toHaveProperty('credits');
      expect(bodyOf(answer)).toEqual(asked);
      expect(tmdb.requests[0]!.query.get('append_to_response')).toBe('credits,videos');
    });
  });
}

liveProviderSuite('with the in-process cache', () => createMemoryStore());

describeWithService('TEST_REDIS_URL', 'live provider with the Redis cache', (redisUrl) => {
  const redis = new Redis(redisUrl, { lazyConnect: true });
  afterAll(() => redis.quit());
  liveProviderSuite('Redis', () =>
    createRedisStore(redis, { prefix: `marquee-test:${randomUUID()}:`, log: { debug: () => undefined } }),
  );
});
