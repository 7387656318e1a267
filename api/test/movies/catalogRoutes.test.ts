import { type MovieDetails, type MoviePage } from '@marquee/contracts';
import { seedCatalog, VEGA_ID_BASE } from '../../src/movies/catalog/vegaSeed';
import { useTestApp } from '../helpers/testApp';

const t = useTestApp();
beforeAll(async () => {
  await seedCatalog(t.app.db);
});

const get = async <T>(url: string) => {
  const response = await t.app.inject(`/api/tmdb${url}`);
  expect(response.statusCode).toBe(200);
  return response.json<T>();
};
const titleId = async (title: string) =>
  (await t.app.db('catalog_movies').where({ title }).first<{ id: number }>('id'))!.id;

describe('the local catalog answers TMDB lists', () => {
  test('popular: by popularity, 20 a page, with honest totals', async () => {
    const first = await get<MoviePage>('/movie/popular');
    expect(first.page).toBe(1);
    expect(first.results).toHaveLength(20);
    expect(first.total_results).toBeGreaterThan(3_000);
    expect(first.total_pages).toBe(Math.ceil(first.total_results / 20));
    const popularity = first.results.map((film) => film.popularity);
    expect(popularity).toEqual(popularity.toSorted((a, b) => b - a));
    const second = await get<MoviePage>('/movie/popular?page=2');
    expect(second.results[0]!.popularity).toBeLessThanOrEqual(popularity.at(-1)!);
    const beyond = await get<MoviePage>(`/movie/popular?page=${first.total_pages + 1}`);
    expect(beyond.results).toEqual([]);
  });

  test('top rated: best average among films with enough votes', async () => {
    const { results } = await get<MoviePage>('/movie/top_rated');
    const averages = results.map((film) => film.vote_average);
    expect(averages).toEqual(averages.toSorted((a, b) => b - a));
    for (const film of results) expect(film.vote_count).toBeGreaterThanOrEqual(300);
  });

  test('trending: popular films of recent years come first', async () => {
    const { results } = await get<MoviePage>('/trending/movie/week');
    expect(results).toHaveLength(20);
    const years = results.map((film) => Number(film.release_date.slice(0, 4)));
    expect(Math.min(...years)).toBeGreaterThanOrEqual(1990);
  });

  test('upcoming: no future films in the data, so the newest releases with their real window', async () => {
    const upcoming = await get<MoviePage & { dates: { minimum: string; maximum: string } }>(
      '/movie/upcoming',
    );
    expect(upcoming.dates.maximum).toBe('2011-12-23');
    expect(upcoming.dates.minimum < upcoming.dates.maximum).toBe(true);
    for (const film of upcoming.results) {
      expect(film.release_date >= upcoming.dates.minimum && film.release_date <= upcoming.dates.maximum).toBe(
        true,
      );
    }
    expect(upcoming.total_results).toBeGreaterThanOrEqual(100);
  });

  test("genres: TMDB's list, ids and names", async () => {
    const { genres } = await get<{ genres: { id: number; name: string }[] }>('/genre/movie/list');
    expect(genres).toHaveLength(19);
    expect(genres).toContainEqual({ id: 878, name: 'Science Fiction' });
  });
});

describe('discover', () => {
  test('filters by every genre given, the date range and the rating range, in the asked order', async () => {
    const { results, total_results: total } = await get<MoviePage>(
      '/discover/movie?with_genres=12,878&primary_release_date.gte=1980-01-01&primary_release_date.lte=1999-12-31' +
        '&vote_average.gte=6&vote_average.lte=8.5&sort_by=primary_release_date.asc&include_adult=false&include_video=false',
    );
    expect(total).toBeGreaterThan(0);
    for (const film of results) {
      expect(film.genre_ids).toEqual(expect.arrayContaining([12, 878]));
      expect(film.release_date >= '1980-01-01' && film.release_date <= '1999-12-31').toBe(true);
      expect(film.vote_average).toBeGreaterThanOrEqual(6);
      expect(film.vote_average).toBeLessThanOrEqual(8.5);
    }
    const dates = results.map((film) => film.release_date);
    expect(dates).toEqual(dates.toSorted());
  });

  test.each([
    ['title.asc', (a: string, b: string) => a.localeCompare(b)],
    ['title.desc', (a: string, b: string) => b.localeCompare(a)],
  ])('sorts by %s', async (sort) => {
    const { results } = await get<MoviePage>(`/discover/movie?sort_by=${sort}&with_genres=37`);
    const titles = results.map((film) => film.title);
    expect(titles.length).toBeGreaterThan(5);
    // Postgres' collation may order punctuation differently from ICU; the direction is what matters.
    expect(sort === 'title.asc' ? titles[0]! <= titles.at(-1)! : titles[0]! >= titles.at(-1)!).toBe(true);
  });

  test.each([
    ['sort_by=rating.desc', 'sort_by'],
    ['page=0', 'page'],
    ['page=501', 'page'],
    ['with_genres=action', 'with_genres'],
    ['vote_average.gte=11', 'vote_average.gte'],
    ['primary_release_date.gte=1999-13-01', 'primary_release_date.gte'],
    ['vote_average.gte=8&vote_average.lte=2', 'vote_average.lte'],
    ['primary_release_date.gte=2000-01-01&primary_release_date.lte=1990-01-01', 'primary_release_date.lte'],
  ])('rejects %s with 400 naming %s', async (query, parameter) => {
    const response = await t.app.inject(`/api/tmdb/discover/movie?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(parameter);
  });
});

describe("discover: TMDB's year, runtime, language and keyword filters", () => {
  test('primary_release_year narrows to the year', async () => {
    const everything = await get<MoviePage>('/discover/movie');
    const { results, total_results: total } = await get<MoviePage>(
      '/discover/movie?primary_release_year=1994',
    );
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(everything.total_results);
    for (const film of results) expect(film.release_date.slice(0, 4)).toBe('1994');
  });

  test('with_runtime.gte/lte narrow to the running time', async () => {
    const [godfather, darkKnight] = await Promise.all(['The Godfather', 'The Dark Knight'].map(titleId));
    await t.app.db('catalog_movies').where({ id: godfather }).update({ runtime: 175 });
    await t.app.db('catalog_movies').where({ id: darkKnight }).update({ runtime: 152 });
    const ids = async (query: string) =>
      (await get<MoviePage>(`/discover/movie?${query}&sort_by=vote_average.desc`)).results.map(
        (film) => film.id,
      );
    expect(await ids('with_runtime.gte=170')).toContain(godfather);
    expect(await ids('with_runtime.gte=170')).not.toContain(darkKnight);
    expect(await ids('with_runtime.gte=150&with_runtime.lte=160')).toContain(darkKnight);
    expect(await ids('with_runtime.lte=160')).not.toContain(godfather);
  });

  test('with_original_language and with_keywords: all of a comma list, any of a pipe list', async () => {
    const [godfather, darkKnight, terminator] = await Promise.all(
      ['The Godfather', 'The Dark Knight', 'The Terminator'].map(titleId),
    );
    await t.app.db('catalog_keywords').insert([
      { id: 990001, name: 'crime family' },
      { id: 990002, name: 'mafia' },
    ]);
    await t.app.db('catalog_movie_keywords').insert([
      { movie_id: godfather, keyword_id: 990001 },
      { movie_id: godfather, keyword_id: 990002 },
      { movie_id: darkKnight, keyword_id: 990001 },
    ]);
    await t.app.db('catalog_movies').where({ id: terminator }).update({ original_language: 'de' });
    const ids = async (query: string) =>
      (await get<MoviePage>(`/discover/movie?${query}`)).results.map((film) => film.id).sort();
    expect(await ids('with_keywords=990001,990002')).toEqual([godfather]);
    expect(await ids('with_keywords=990001|990002')).toEqual([godfather, darkKnight].sort());
    expect(await ids('with_original_language=de')).toEqual([terminator]);
  });

  test.each([
    ['primary_release_year=0', 'primary_release_year'],
    ['with_runtime.gte=150&with_runtime.lte=90', 'with_runtime.lte'],
    ['with_original_language=english', 'with_original_language'],
    ['with_keywords=1,2|3', 'with_keywords'],
    ['primary_relase_year=1994', 'primary_relase_year'],
  ])('rejects %s with 400 naming %s', async (query, parameter) => {
    const response = await t.app.inject(`/api/tmdb/discover/movie?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(parameter);
  });
});

describe('search', () => {
  test('ignores case and accents, and forgives typos', async () => {
    const exact = await get<MoviePage>('/search/movie?query=The%20Godfather');
    expect(exact.results[0]!.title).toBe('The Godfather');
    const typo = await get<MoviePage>('/search/movie?query=godfathr');
    expect(typo.results[0]!.title).toBe('The Godfather');
    const shouting = await get<MoviePage>('/search/movie?query=THE%20DARK%20KNIGHT');
    expect(shouting.results[0]!.title).toBe('The Dark Knight');
    const accented = await get<MoviePage>(`/search/movie?query=${encodeURIComponent('Términator')}`);
    expect(accented.results.map((film) => film.title)).toContain('The Terminator');
  });

  test('ranks by relevance, then popularity', async () => {
    const { results } = await get<MoviePage>('/search/movie?query=star%20trek');
    const trek = results.filter((film) => film.title.startsWith('Star Trek'));
    expect(trek.length).toBeGreaterThan(3);
    expect(results.slice(0, trek.length).every((film) => film.title.startsWith('Star Trek'))).toBe(true);
  });

  test('a blank or missing query is a 400 naming it', async () => {
    for (const query of ['', '?query=', '?query=%20%20']) {
      const response = await t.app.inject(`/api/tmdb/search/movie${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('query');
    }
  });

  test('nothing found is an empty page', async () => {
    expect(await get<MoviePage>('/search/movie?query=qqqqzzzzxxxx')).toEqual({
      page: 1,
      results: [],
      total_pages: 0,
      total_results: 0,
    });
  });
});

describe('a film', () => {
  test('details with everything appended in one request; empty parts are empty, not invented', async () => {
    const id = await titleId('Inception');
    const film = await get<MovieDetails>(
      `/movie/${id}?append_to_response=credits,videos,images,recommendations,similar,reviews,keywords,external_ids,watch/providers`,
    );
    expect(film).toMatchObject({
      id,
      title: 'Inception',
      release_date: '2010-07-16',
      runtime: 147,
      overview: '',
      poster_path: null,
      backdrop_path: null,
      genres: [
        { id: 53, name: 'Thriller' },
        { id: 878, name: 'Science Fiction' },
      ],
      production_companies: [],
      videos: { results: [] },
      images: { backdrops: [], posters: [] },
      reviews: { page: 1, results: [], total_pages: 0, total_results: 0 },
      keywords: { keywords: [] },
      'watch/providers': { results: {} },
      external_ids: { imdb_id: null },
    });
    expect(film.credits!.crew).toEqual([
      expect.objectContaining({ name: 'Christopher Nolan', job: 'Director', department: 'Directing' }),
    ]);
    expect(film.credits!.cast).toEqual([]);
    expect(film.similar!.results.length).toBeGreaterThan(0);
    expect(film.recommendations!.results.map((movie) => movie.id)).not.toContain(id);
  });

  test('similar films share its genres, the closest match first', async () => {
    const id = await titleId('Inception');
    const { results } = await get<MoviePage>(`/movie/${id}/similar`);
    expect(results[0]!.genre_ids).toEqual(expect.arrayContaining([53, 878]));
    for (const film of results) expect(film.genre_ids.some((genre) => [53, 878].includes(genre))).toBe(true);
  });

  test('recommendations share a genre and an era (within ten years)', async () => {
    const id = await titleId('Inception');
    const { results } = await get<MoviePage>(`/movie/${id}/recommendations`);
    expect(results.length).toBeGreaterThan(0);
    for (const film of results) {
      expect(Math.abs(Number(film.release_date.slice(0, 4)) - 2010)).toBeLessThanOrEqual(10);
    }
  });

  test('every sub-resource at its own route carries the id', async () => {
    const id = await titleId('Inception');
    for (const sub of [
      'credits',
      'videos',
      'images',
      'keywords',
      'external_ids',
      'watch/providers',
      'reviews',
    ]) {
      expect(await get<{ id: number }>(`/movie/${id}/${sub}`)).toMatchObject({ id });
    }
  });

  test('an unknown film is 404 everywhere; a bad id is 400 naming it', async () => {
    for (const url of [
      '/movie/12345',
      '/movie/12345/credits',
      '/movie/12345/similar',
      '/movie/12345/external_ids',
    ]) {
      const response = await t.app.inject(`/api/tmdb${url}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'The resource you requested could not be found.' });
    }
    for (const url of ['/movie/abc', '/movie/-1/credits', `/movie/${VEGA_ID_BASE}?append_to_response=cast`]) {
      const response = await t.app.inject(`/api/tmdb${url}`);
      expect(response.statusCode).toBe(400);
    }
    expect((await t.app.inject('/api/tmdb/movie/abc')).json().message).toContain('id');
    expect((await t.app.inject(`/api/tmdb/movie/1?append_to_response=cast`)).json().message).toContain(
      'append_to_response',
    );
  });

  test('the catalog answers through the server cache, as TMDB answers do', async () => {
    const url = '/api/tmdb/movie/popular?page=4';
    const [first, second] = [await t.app.inject(url), await t.app.inject(url)];
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['MISS', 'HIT']);
  });
});
