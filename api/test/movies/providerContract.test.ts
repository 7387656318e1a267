import {
  Credits,
  ExternalIds,
  ExternalReviewPage,
  GenreList,
  Images,
  Keywords,
  MovieDetails,
  MoviePage,
  Videos,
  WatchProviders,
} from '@marquee/contracts';
import { type TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { seedCatalog } from '../../src/movies/catalog/vegaSeed';
import { useLiveTmdbTestApp } from '../helpers/liveTmdbTestApp';
import { useTestApp } from '../helpers/testApp';

/*
 * The front ends cannot tell the providers apart: the same requests, answered by the live TMDB proxy
 * (against recorded real TMDB answers) and by the local catalog, pass the same schemas and assertions.
 */

const TOKEN = 'contract-token-0123456789abcdef';
const live = useLiveTmdbTestApp(TOKEN);
const catalog = useTestApp();
let catalogFilmId: number;
beforeAll(async () => {
  await seedCatalog(catalog.app.db);
  catalogFilmId = (await catalog.app.db('catalog_movies').where({ title: 'Fight Club' }).first('id')).id;
});

/** The recorded answers: Fight Club (550) alone and per sub-resource, 10140 with parts appended. */
const APPENDED = 'details with parts appended';
const providers = [
  ['live TMDB proxy', () => live.app, (route: string) => (route === APPENDED ? 10140 : 550)],
  ['local catalog', () => catalog.app, () => catalogFilmId],
] as const;

const routes: [string, (id: number) => string, TSchema][] = [
  ['trending', () => '/trending/movie/week', MoviePage],
  ['popular', () => '/movie/popular?page=1', MoviePage],
  ['top rated', () => '/movie/top_rated', MoviePage],
  ['upcoming', () => '/movie/upcoming', MoviePage],
  ['genres', () => '/genre/movie/list', GenreList],
  ['discover', () => '/discover/movie?sort_by=popularity.desc&with_genres=18', MoviePage],
  ['search', () => '/search/movie?query=star%20wars', MoviePage],
  ['details', (id) => `/movie/${id}`, MovieDetails],
  [
    APPENDED,
    (id) => `/movie/${id}?append_to_response=credits,videos,images,reviews,external_ids,watch/providers`,
    MovieDetails,
  ],
  ['credits', (id) => `/movie/${id}/credits`, Credits],
  ['videos', (id) => `/movie/${id}/videos`, Videos],
  ['images', (id) => `/movie/${id}/images`, Images],
  ['recommendations', (id) => `/movie/${id}/recommendations`, MoviePage],
  ['similar', (id) => `/movie/${id}/similar`, MoviePage],
  ['watch providers', (id) => `/movie/${id}/watch/providers`, WatchProviders],
  ['reviews', (id) => `/movie/${id}/reviews`, ExternalReviewPage],
  ['keywords', (id) => `/movie/${id}/keywords`, Keywords],
  ['external ids', (id) => `/movie/${id}/external_ids`, ExternalIds],
];

/** Each provider's answer per route, for the comparison at the end. */
const answers = new Map<string, Record<string, unknown>>();

describe.each(providers)('%s', (name, app, filmId) => {
  test.each(routes)('%s answers the contract', async (route, url, schema) => {
    const id = filmId(route);
    const response = await app().inject(`/api/tmdb${url(id)}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json();
    const validator = Compile(schema);
    expect([...validator.Errors(body)].slice(0, 3)).toEqual([]);
    if ('results' in body && 'page' in body) {
      expect(body.page).toBe(1);
      // TMDB reports every page it has, even beyond the MAX_PAGE it serves.
      expect(body.total_pages).toBeGreaterThanOrEqual(body.results.length > 0 ? 1 : 0);
      expect(body.total_results).toBeGreaterThanOrEqual(body.results.length);
    }
    if ('id' in body) expect(body.id).toBe(id);
    answers.set(`${name}: ${route}`, body);
  });

  test('an unknown film is a 404 with a message', async () => {
    const response = await app().inject('/api/tmdb/movie/99999999');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'The resource you requested could not be found.' });
  });
});

/** The top-level fields, and those of the first listed film, where there is one. */
function fieldsOf(body: Record<string, unknown>): string[] {
  const first = Array.isArray(body.results) ? (body.results[0] as object | undefined) : undefined;
  return [...Object.keys(body), ...Object.keys(first ?? {}).map((key) => `results[].${key}`)];
}

test.each(routes)('the catalog answers %s with fields TMDB has, never invented ones', (route) => {
  const tmdbAnswer = answers.get(`live TMDB proxy: ${route}`);
  const catalogAnswer = answers.get(`local catalog: ${route}`);
  expect(tmdbAnswer && catalogAnswer).toBeTruthy();
  const tmdbFields = new Set(fieldsOf(tmdbAnswer!));
  const catalogOnly = fieldsOf(catalogAnswer!).filter((field) => !tmdbFields.has(field));
  expect(catalogOnly).toEqual([]);
});
