import {
  type CastMember,
  type CrewMember,
  type DiscoverSort,
  type Genre,
  type MovieSummary,
  type ProductionCompany,
} from '@marquee/contracts';
import { type Knex } from 'knex';
import { type DiscoverQuery } from '../movieDataProvider';

/** TMDB's page size. */
export const PAGE_SIZE = 20;

/** The columns of a MovieSummary; numbers as numbers (bigint would arrive as text), dates as TMDB writes them. */
const SUMMARY_COLUMNS = `
  m.id, m.title, m.original_title, m.original_language, m.overview,
  coalesce(to_char(m.release_date, 'YYYY-MM-DD'), '') as release_date,
  m.poster_path, m.backdrop_path, m.genre_ids, m.popularity, m.vote_average, m.vote_count, m.adult,
  false as video`;

/**
 * Counting stops here: TMDB serves at most 500 pages of 20, so no one can page past 10,000 results, and an
 * exact count(*) over a broad filter would visit every match (hundreds of thousands at catalog scale).
 * Below the cap totals are exact; at the cap, total_results and total_pages mean "at least".
 */
export const COUNT_CAP = 10_000;

/** One page of films matching `where`, in `orderBy` order, and how many match (at most COUNT_CAP). */
export interface FilmPage {
  results: MovieSummary[];
  total: number;
}

interface FilmQuery {
  /** Joined after catalog_movies m (e.g. the film a list is about). */
  join?: string;
  /** SQL over catalog_movies aliased m; '' for all films. */
  where?: string;
  orderBy: string;
  /** Bindings of `join`, then of `where`. */
  bindings?: Knex.RawBinding[];
  /** Bindings used only by orderBy, after those of `where`. */
  orderBindings?: Knex.RawBinding[];
  /**
   * The columns of m that orderBy reads (id included), when it reads nothing from `join`: then a filter
   * with few matches is paged by sorting just those matches, found the way the count finds them (index
   * only), instead of walking a sort index past every film that does not match.
   */
  sortColumns?: string;
  page: number;
}

export async function filmPage(
  db: Knex,
  { join = '', where = '', orderBy, bindings = [], orderBindings = [], sortColumns, page }: FilmQuery,
): Promise<FilmPage> {
  const filter = `${join} ${where ? `where ${where}` : ''}`;
  const offset = (page - 1) * PAGE_SIZE;
  const allFilms = (): Promise<MovieSummary[]> =>
    db
      .raw<{ rows: MovieSummary[] }>(
        `select ${SUMMARY_COLUMNS} from catalog_movies m ${filter} order by ${orderBy} limit ? offset ?`,
        [...bindings, ...orderBindings, PAGE_SIZE, offset],
      )
      .then(({ rows }) => rows);
  // Sorts at most COUNT_CAP + 1 matches: the whole page when they are all there is (see sortColumns).
  const fewMatches = (columns: string): Promise<MovieSummary[]> =>
    db
      .raw<{ rows: MovieSummary[] }>(
        `select ${SUMMARY_COLUMNS} from catalog_movies m join (
           select m.id from (select ${columns} from catalog_movies m ${filter} limit ?) m
           order by ${orderBy} limit ? offset ?
         ) page using (id) order by ${orderBy}`,
        [...bindings, COUNT_CAP + 1, ...orderBindings, PAGE_SIZE, offset, ...orderBindings],
      )
      .then(({ rows }) => rows);
  const counting = db.raw<{ rows: { total: number }[] }>(
    `select count(*)::int as total from (select 1 from catalog_movies m ${filter} limit ?) matches`,
    [...bindings, COUNT_CAP + 1],
  );
  // The page runs beside the count, on its own connection. A few-matches page is only wrong (and then
  // replaced) when the count reaches the cap, where the sort index finds the page quickly anyway.
  const [{ rows: counted }, first] = await Promise.all([
    counting,
    sortColumns ? fewMatches(sortColumns) : allFilms(),
  ]);
  const matches = counted[0]?.total ?? 0;
  const results = sortColumns && matches > COUNT_CAP ? await allFilms() : first;
  return { results, total: Math.min(matches, COUNT_CAP) };
}

/**
 * Order by a column and then id, so films with equal values keep a stable place across pages; the
 * column is what the few-matches path of filmPage projects.
 */
const SORTS: Record<DiscoverSort, { column: string; orderBy: string }> = {
  'popularity.desc': { column: 'popularity', orderBy: 'm.popularity desc, m.id' },
  'popularity.asc': { column: 'popularity', orderBy: 'm.popularity asc, m.id' },
  'vote_average.desc': { column: 'vote_average', orderBy: 'm.vote_average desc, m.id' },
  'vote_average.asc': { column: 'vote_average', orderBy: 'm.vote_average asc, m.id' },
  'primary_release_date.desc': { column: 'release_date', orderBy: 'm.release_date desc nulls last, m.id' },
  'primary_release_date.asc': { column: 'release_date', orderBy: 'm.release_date asc nulls last, m.id' },
  'title.asc': { column: 'title', orderBy: 'm.title asc, m.id' },
  'title.desc': { column: 'title', orderBy: 'm.title desc, m.id' },
};

/**
 * /discover/movie as one indexed query: genre containment, date, year, rating and runtime ranges, the
 * original language, keywords (all of a comma list, any of a pipe list), the sort. Each genre
 * is its own `genre_ids @> array[id]` condition, the exact predicate of that genre's partial index
 * (migration 0003), so a genre filter reads only that genre's films, by release date.
 */
export function discoverFilms(db: Knex, query: DiscoverQuery): Promise<FilmPage> {
  const conditions: string[] = [];
  const bindings: Knex.RawBinding[] = [];
  const where = (condition: string, value: Knex.RawBinding) => {
    conditions.push(condition);
    bindings.push(value);
  };
  if (!query.include_adult) conditions.push('not m.adult');
  for (const genre of query.with_genres ?? []) where('m.genre_ids @> array[?::int]', genre);
  if (query['primary_release_date.gte'])
    where('m.release_date >= ?::date', query['primary_release_date.gte']);
  if (query['primary_release_date.lte'])
    where('m.release_date <= ?::date', query['primary_release_date.lte']);
  if (query['vote_average.gte'] !== undefined) where('m.vote_average >= ?', query['vote_average.gte']);
  if (query['vote_average.lte'] !== undefined) where('m.vote_average <= ?', query['vote_average.lte']);
  const year = query.primary_release_year;
  if (year !== undefined) {
    where('m.release_date >= ?::date', `${year}-01-01`);
    where('m.release_date <= ?::date', `${year}-12-31`);
  }
  if (query['with_runtime.gte'] !== undefined) where('m.runtime >= ?', query['with_runtime.gte']);
  if (query['with_runtime.lte'] !== undefined) where('m.runtime <= ?', query['with_runtime.lte']);
  if (query.with_original_language) where('m.original_language = ?', query.with_original_language);
  const keywords = query.with_keywords;
  const hasKeyword =
    'exists (select 1 from catalog_movie_keywords k where k.movie_id = m.id and k.keyword_id';
  if (keywords?.includes('|')) where(`${hasKeyword} = any(?::int[]))`, keywords.split('|').map(Number));
  else for (const keyword of keywords?.split(',') ?? []) where(`${hasKeyword} = ?)`, Number(keyword));
  const sort = SORTS[query.sort_by];
  return filmPage(db, {
    where: conditions.join(' and '),
    bindings,
    orderBy: sort.orderBy,
    sortColumns: `m.id, m.${sort.column}`,
    page: query.page,
  });
}

/**
 * Title search as people type: case and accents folded on both sides (catalog_fold), typos tolerated by
 * trigram word similarity (pg_trgm's `<%`, served by the GIN trigram index), best match first, then the
 * more popular film.
 */
export function searchFilms(db: Knex, text: string, page: number): Promise<FilmPage> {
  return filmPage(db, {
    where: 'catalog_fold(?) <% m.title_folded',
    bindings: [text],
    orderBy: 'word_similarity(catalog_fold(?), m.title_folded) desc, m.popularity desc, m.id',
    orderBindings: [text],
    sortColumns: 'm.id, m.title_folded, m.popularity',
    page,
  });
}

/** A film's own row (MovieDetails without its relations), or undefined. */
export async function findFilm(db: Knex, id: number): Promise<Record<string, unknown> | undefined> {
  const { rows } = await db.raw<{ rows: Record<string, unknown>[] }>(
    `select ${SUMMARY_COLUMNS}, m.tagline, m.runtime, m.budget::float8 as budget,
       m.revenue::float8 as revenue, m.imdb_id, m.status, m.homepage
     from catalog_movies m where m.id = ?`,
    [id],
  );
  return rows[0];
}

export async function filmExists(db: Knex, id: number): Promise<boolean> {
  return (await db('catalog_movies').where({ id }).first('id')) !== undefined;
}

/** The film's genres in its own order. */
export async function genresOf(db: Knex, genreIds: number[]): Promise<Genre[]> {
  const { rows } = await db.raw<{ rows: Genre[] }>(
    `select g.id, g.name from unnest(?::int[]) with ordinality as wanted(id, position)
     join catalog_genres g using (id) order by wanted.position`,
    [genreIds],
  );
  return rows;
}

export async function companiesOf(db: Knex, movieId: number): Promise<ProductionCompany[]> {
  return db('catalog_movie_companies as mc')
    .join('catalog_companies as c', 'c.id', 'mc.company_id')
    .where('mc.movie_id', movieId)
    .orderBy('mc.order')
    .select('c.id', 'c.name', 'c.logo_path', 'c.origin_country');
}

export async function keywordsOf(db: Knex, movieId: number): Promise<Genre[]> {
  return db('catalog_movie_keywords as mk')
    .join('catalog_keywords as k', 'k.id', 'mk.keyword_id')
    .where('mk.movie_id', movieId)
    .orderBy('k.name')
    .select('k.id', 'k.name');
}

export async function creditsOf(
  db: Knex,
  movieId: number,
): Promise<{ cast: CastMember[]; crew: CrewMember[] }> {
  const rows: (CastMember & CrewMember & { kind: 'cast' | 'crew' })[] = await db('catalog_credits as c')
    .join('catalog_people as p', 'p.id', 'c.person_id')
    .where('c.movie_id', movieId)
    .orderBy(['c.kind', 'c.order', 'c.credit_id'])
    .select(
      'c.kind',
      'p.id',
      'p.name',
      'p.profile_path',
      'p.known_for_department',
      'c.credit_id',
      'c.character',
      'c.job',
      'c.department',
      'c.order',
    );
  const cast = rows
    .filter((row) => row.kind === 'cast')
    .map(({ id, name, profile_path, known_for_department, credit_id, character, order }) => ({
      id,
      name,
      character: character ?? '',
      order,
      profile_path,
      credit_id,
      ...(known_for_department && { known_for_department }),
    }));
  const crew = rows
    .filter((row) => row.kind === 'crew')
    .map(({ id, name, profile_path, credit_id, job, department }) => ({
      id,
      name,
      job,
      department,
      profile_path,
      credit_id,
    }));
  return { cast, crew };
}
