import { type MovieAppendable, type MovieDetails, type MoviePage } from '@marquee/contracts';
import { type Knex } from 'knex';
import { HttpError } from '../../httpError';
import { MOVIE_NOT_FOUND, type MovieDataProvider } from '../movieDataProvider';
import {
  companiesOf,
  creditsOf,
  discoverFilms,
  filmExists,
  findFilm,
  genresOf,
  keywordsOf,
  PAGE_SIZE,
  searchFilms,
  type FilmPage,
} from './catalogQueries';
import {
  catalogAsOf,
  popularFilms,
  recommendedFilms,
  similarFilms,
  topRatedFilms,
  trendingFilms,
  upcomingFilms,
} from './catalogLists';
import { TMDB_GENRES } from './genres';

/**
 * TMDB's paging envelope. The totals count every match up to COUNT_CAP (the most MAX_PAGE pages can
 * show); past it they say "at least that many" (the routes refuse a page above MAX_PAGE).
 */
function asPage({ results, total }: FilmPage, page: number): MoviePage {
  return { page, results, total_pages: Math.ceil(total / PAGE_SIZE), total_results: total };
}

const emptyPage = (page: number) => ({ page, results: [], total_pages: 0, total_results: 0 });

/**
 * The local provider: the Postgres catalog answering in TMDB's shapes. What the data does not hold comes
 * back empty (videos, images, reviews, watch providers), never invented.
 */
export function createCatalogProvider(db: Knex): MovieDataProvider {
  const imdbIdOf = async (id: number): Promise<string | null> => {
    const film = await db('catalog_movies').where({ id }).first('imdb_id');
    if (!film) throw new HttpError(404, MOVIE_NOT_FOUND);
    return film.imdb_id as string | null;
  };

  /** Each sub-resource as append_to_response nests it (without its own id; the routes add it). */
  const part = {
    credits: (id: number) => creditsOf(db, id),
    videos: () => ({ results: [] }),
    images: () => ({ backdrops: [], logos: [], posters: [] }),
    recommendations: async (id: number, page = 1) => asPage(await recommendedFilms(db, id, page), page),
    similar: async (id: number, page = 1) => asPage(await similarFilms(db, id, page), page),
    reviews: (_id: number, page = 1) => emptyPage(page),
    keywords: async (id: number) => ({ keywords: await keywordsOf(db, id) }),
    external_ids: async (id: number) => ({
      imdb_id: await imdbIdOf(id),
      wikidata_id: null,
      facebook_id: null,
      instagram_id: null,
      twitter_id: null,
    }),
    'watch/providers': () => ({ results: {} }),
  } satisfies Record<MovieAppendable, (id: number) => unknown>;

  /** A sub-resource at its own route: 404 for an unknown film. */
  const alone = async <T extends object>(id: number, answer: () => T | Promise<T>) => {
    if (!(await filmExists(db, id))) throw new HttpError(404, MOVIE_NOT_FOUND);
    return { body: await answer() };
  };
  /** Most sub-resources name their film first, as TMDB's do (the film lists do not). */
  const withId = <T extends object>(id: number, answer: (id: number) => T | Promise<T>) =>
    alone(id, async () => ({ id, ...(await answer(id)) }));

  return {
    kind: 'catalog',
    trending: async ({ page }) => ({ body: asPage(await trendingFilms(db, page), page) }),
    popular: async ({ page }) => ({ body: asPage(await popularFilms(db, page), page) }),
    topRated: async ({ page }) => ({ body: asPage(await topRatedFilms(db, page), page) }),
    upcoming: async ({ page }) => {
      const { dates, ...films } = await upcomingFilms(db, page);
      return { body: { dates, ...asPage(films, page) } };
    },
    genres: async () => ({ body: { genres: TMDB_GENRES.map((genre) => ({ ...genre })) } }),
    discover: async (query) => ({ body: asPage(await discoverFilms(db, query), query.page) }),
    search: async ({ query, page }) => ({ body: asPage(await searchFilms(db, query, page), page) }),
    movie: async (id, { append_to_response: names }) => {
      const film = await findFilm(db, id);
      if (!film) throw new HttpError(404, MOVIE_NOT_FOUND);
      const { genre_ids: genreIds, video: _video, ...details } = film;
      const [genres, companies, ...parts] = await Promise.all([
        genresOf(db, genreIds as number[]),
        companiesOf(db, id),
        ...names.map((name) => part[name](id)),
      ]);
      const appended = Object.fromEntries(names.map((name, index) => [name, parts[index]]));
      return { body: { ...details, genres, production_companies: companies, ...appended } as MovieDetails };
    },
    credits: (id) => withId(id, part.credits),
    videos: (id) => withId(id, part.videos),
    images: (id) => withId(id, part.images),
    recommendations: (id, { page }) => alone(id, () => part.recommendations(id, page)),
    similar: (id, { page }) => alone(id, () => part.similar(id, page)),
    watchProviders: (id) => withId(id, part['watch/providers']),
    reviews: (id, { page }) => withId(id, () => part.reviews(id, page)),
    keywords: (id) => withId(id, part.keywords),
    externalIds: (id) => withId(id, part.external_ids),
    movedTo: async (id) =>
      (await db('catalog_movie_redirects').where({ old_id: id }).first('new_id'))?.new_id as
        number | undefined,
    asOf: () => catalogAsOf(db),
  };
}
