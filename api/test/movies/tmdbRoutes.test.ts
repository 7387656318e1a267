import { useLiveTmdbTestApp } from '../helpers/liveTmdbTestApp';
import { tmdbFixture } from '@marquee/testing/tmdbReplay';

const TOKEN = 'live-provider-token-9f8e7d6c5b4a';
const t = useLiveTmdbTestApp(TOKEN);

describe('/api/tmdb with TMDB_API_TOKEN set', () => {
  test('answers TMDB’s bytes unchanged, marks misses and hits, and forwards the page', async () => {
    const miss = await t.app.inject('/api/tmdb/movie/popular?page=3');
    const hit = await t.app.inject('/api/tmdb/movie/popular?page=3');
    expect(miss.statusCode).toBe(200);
    expect(miss.json()).toEqual(tmdbFixture('movie_popular.json'));
    expect(hit.json()).toEqual(miss.json());
    expect([miss.headers['x-cache'], hit.headers['x-cache']]).toEqual(['MISS', 'HIT']);
    expect(t.tmdb.callsTo('/movie/popular')).toBe(1);
    expect(t.tmdb.requests.at(-1)!.query.get('page')).toBe('3');
  });

  test('the token never reaches the client: not in bodies, not in headers', async () => {
    for (const url of [
      '/api/tmdb/movie/550?append_to_response=credits',
      '/api/tmdb/movie/550/external_ids',
      '/api/tmdb/movie/9',
    ]) {
      const response = await t.app.inject(url);
      expect(response.body).not.toContain(TOKEN);
      expect(JSON.stringify(response.headers)).not.toContain(TOKEN);
    }
    expect(t.tmdb.requests.every((request) => request.authorization === `Bearer ${TOKEN}`)).toBe(true);
  });

  test('unknown parameters are refused with 400, and nothing is forwarded', async () => {
    const before = t.tmdb.requests.length;
    const response = await t.app.inject('/api/tmdb/genre/movie/list?api_key=stolen&language=de-DE');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('api_key');
    expect(t.tmdb.requests).toHaveLength(before);
  });

  test("discover forwards TMDB's year, runtime, language and keyword filters", async () => {
    await t.app.inject(
      '/api/tmdb/discover/movie?primary_release_year=1994&with_runtime.gte=90&with_runtime.lte=150' +
        '&with_original_language=fr&with_keywords=9715|9717',
    );
    const forwarded = Object.fromEntries(t.tmdb.requests.at(-1)!.query);
    expect(forwarded).toMatchObject({
      primary_release_year: '1994',
      'with_runtime.gte': '90',
      'with_runtime.lte': '150',
      with_original_language: 'fr',
      with_keywords: '9715|9717',
    });
  });

  test('discover forwards TMDB’s parameters as given', async () => {
    await t.app.inject(
      '/api/tmdb/discover/movie?with_genres=28,12&sort_by=vote_average.desc&primary_release_date.gte=1990-01-01&vote_average.lte=9',
    );
    const forwarded = t.tmdb.requests.at(-1)!.query;
    expect(Object.fromEntries(forwarded)).toEqual({
      page: '1',
      sort_by: 'vote_average.desc',
      with_genres: '28,12',
      'primary_release_date.gte': '1990-01-01',
      'vote_average.lte': '9',
      include_adult: 'false',
      include_video: 'false',
    });
  });

  describe("film data in the reader's language", () => {
    const detailsOf = (language: string) =>
      t.app.inject({
        url: '/api/tmdb/movie/550?append_to_response=videos,images',
        headers: { 'accept-language': language },
      });
    const lastForwarded = () => Object.fromEntries(t.tmdb.requests.at(-1)!.query);

    test("asks TMDB in Accept-Language's language, posters and trailers in it, then English", async () => {
      const response = await detailsOf('de');
      expect(response.statusCode).toBe(200);
      expect(response.headers.vary).toContain('Accept-Language');
      expect(lastForwarded()).toMatchObject({
        language: 'de',
        include_image_language: 'de,en,null',
        include_video_language: 'de,en',
      });
    });

    test('each language is a cache entry of its own; English asks as TMDB’s default', async () => {
      const before = t.tmdb.callsTo('/movie/550');
      expect((await detailsOf('ar')).headers['x-cache']).toBe('MISS');
      expect((await detailsOf('en-GB,en;q=0.8')).headers['x-cache']).toBe('MISS');
      expect(lastForwarded()).not.toHaveProperty('language');
      expect(lastForwarded()).not.toHaveProperty('include_video_language');
      expect((await detailsOf('ar')).headers['x-cache']).toBe('HIT');
      expect(t.tmdb.callsTo('/movie/550')).toBe(before + 2);
    });

    test('a language named in the query wins, and a list carries no media languages', async () => {
      await t.app.inject({
        url: '/api/tmdb/movie/top_rated?language=es-MX',
        headers: { 'accept-language': 'de' },
      });
      expect(lastForwarded()).toEqual({ page: '1', language: 'es-MX' });
    });
  });

  test('TMDB unreachable without a cached copy: 502 with a message, no details', async () => {
    t.tmdb.disrupt({ status: 500 }, { status: 500 });
    const response = await t.app.inject('/api/tmdb/movie/550/videos?language=fr-FR');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ message: 'Bad Gateway' });
  });

  test('a TMDB 404 is our 404', async () => {
    const response = await t.app.inject('/api/tmdb/movie/424242');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'The resource you requested could not be found.' });
  });
});

test('a cached answer goes out as the exact bytes TMDB sent', async () => {
  const response = await t.app.inject('/api/tmdb/movie/550/similar');
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(response.body).toBe(JSON.stringify(tmdbFixture('movie_550_similar.json')));
});
