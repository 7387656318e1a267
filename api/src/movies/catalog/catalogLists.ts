import { type Knex } from 'knex';
import { filmPage, type FilmPage } from './catalogQueries';

/**
 * How the catalog answers TMDB's lists. It has no viewing data and no calendar of its own, so each list
 * says here what it is made of.
 */

/** The catalog's "today" as SQL (see catalogAsOf). */
const CATALOG_TODAY = "(select max(release_date) from catalog_movies where status = 'Released')";

/** Popular: by popularity (TMDB's own figure for imported films; IMDB voters for vega-only ones). */
export function popularFilms(db: Knex, page: number): Promise<FilmPage> {
  return filmPage(db, { orderBy: 'm.popularity desc, m.id', page });
}

/** Enough votes that an average means something: the m of the weighted rating, and the least a film needs. */
export const TOP_RATED_MIN_VOTES = 300;

/**
 * The films whose votes are comparable: TMDB's votes when the catalog has any (imported films), else the
 * seed's IMDb votes. Mixing them would let IMDb's far larger counts outweigh every TMDB film.
 */
const SAME_VOTE_SOURCE = `(m.tmdb_id is not null) = exists (select 1 from catalog_movies where tmdb_id is not null)`;

/**
 * Top rated: the weighted rating IMDb's Top 250 and TMDB use, v/(v+m)·R + m/(v+m)·C (R the film's average,
 * v its votes, m = TOP_RATED_MIN_VOTES, C the mean average of the films with votes from the same source),
 * among films with at least m votes from one vote source.
 */
export function topRatedFilms(db: Knex, page: number): Promise<FilmPage> {
  return filmPage(db, {
    join: `cross join (select avg(vote_average) as mean from catalog_movies m
                       where m.vote_count > 0 and ${SAME_VOTE_SOURCE}) votes`,
    where: `m.vote_count >= ? and ${SAME_VOTE_SOURCE}`,
    bindings: [TOP_RATED_MIN_VOTES],
    orderBy: `(m.vote_count * m.vote_average + ${TOP_RATED_MIN_VOTES} * votes.mean)
      / (m.vote_count + ${TOP_RATED_MIN_VOTES}) desc, m.vote_count desc, m.id`,
    page,
  });
}

/**
 * Trending this week: popularity discounted by age, measured from the catalog's "today" (catalogAsOf),
 * so recent popular films rise the way they do on TMDB's trending list. The decay halves a film's weight
 * about every three years (score = popularity / (1 + years old / 3)^1.5).
 */
export function trendingFilms(db: Knex, page: number): Promise<FilmPage> {
  return filmPage(db, {
    where: 'm.release_date is not null',
    orderBy: `m.popularity / power(1 + greatest(0, ${CATALOG_TODAY} - m.release_date)
      / 365.25 / 3, 1.5) desc, m.id`,
    page,
  });
}

/** The release window an upcoming list covers, TMDB's `dates`. */
export interface ReleaseWindow {
  minimum: string;
  maximum: string;
}

/**
 * The catalog's "today": its newest release. The data is a snapshot (TMDB 5000 ends in February 2017,
 * vega-datasets in 2011), so lists that depend on the date count from this one, not from the clock, and
 * the screens say which date that is.
 */
export async function catalogAsOf(db: Knex): Promise<string | null> {
  const { rows } = await db.raw<{ rows: { as_of: string | null }[] }>(
    `select to_char(${CATALOG_TODAY}, 'YYYY-MM-DD') as as_of`,
  );
  return rows[0]?.as_of ?? null;
}

/** When nothing is announced, this many of the newest releases stand in. */
const RECENT_RELEASES = 100;

/**
 * Upcoming: films releasing after the catalog's "today" (catalogAsOf), most popular first. A snapshot
 * usually has none; then it answers its most recent releases (the newest RECENT_RELEASES), and `dates`
 * names the window they span, so nothing pretends to be in the future.
 */
export async function upcomingFilms(db: Knex, page: number): Promise<FilmPage & { dates: ReleaseWindow }> {
  const { rows } = await db.raw<{ rows: (ReleaseWindow | { minimum: null; maximum: null })[] }>(
    `with today as (select ${CATALOG_TODAY} as day),
          future as (select max(release_date) as last from catalog_movies, today where release_date > today.day),
          recent as (select release_date from catalog_movies where release_date is not null
                     order by release_date desc limit ?)
     select to_char(case when future.last is not null then (select day from today) + 1
                         else (select min(release_date) from recent) end, 'YYYY-MM-DD') as minimum,
            to_char(coalesce(future.last, (select max(release_date) from recent)), 'YYYY-MM-DD') as maximum
     from future`,
    [RECENT_RELEASES],
  );
  const window = rows[0];
  if (!window?.minimum) return { results: [], total: 0, dates: { minimum: '', maximum: '' } };
  const dates = { minimum: window.minimum, maximum: window.maximum };
  const films = await filmPage(db, {
    where: 'm.release_date between ?::date and ?::date',
    bindings: [dates.minimum, dates.maximum],
    orderBy: 'm.popularity desc, m.id',
    page,
  });
  return { ...films, dates };
}

/**
 * Recommendations: what people who liked this film tend to rate well: films sharing at least one of its
 * genres, released within ten years of it, best rated (weighted by how many voted) first.
 */
export function recommendedFilms(db: Knex, movieId: number, page: number): Promise<FilmPage> {
  return filmPage(db, {
    where: `m.id <> source.id and m.genre_ids && source.genre_ids
      and abs(extract(year from m.release_date) - extract(year from source.release_date)) <= 10`,
    orderBy: 'm.vote_average * ln(1 + m.vote_count) desc, m.id',
    page,
    ...withSource(movieId),
  });
}

/**
 * Similar: films most like this one: the most genres in common, then the closest release date, then the
 * more popular.
 */
export function similarFilms(db: Knex, movieId: number, page: number): Promise<FilmPage> {
  return filmPage(db, {
    where: 'm.id <> source.id and m.genre_ids && source.genre_ids',
    orderBy: `cardinality(array(select unnest(m.genre_ids) intersect select unnest(source.genre_ids))) desc,
      abs(coalesce(m.release_date - source.release_date, 100000)), m.popularity desc, m.id`,
    page,
    ...withSource(movieId),
  });
}

/** Joins the film a list is about as `source`. */
function withSource(movieId: number): { join: string; bindings: Knex.RawBinding[] } {
  return {
    join: 'cross join (select id, genre_ids, release_date from catalog_movies where id = ?) source',
    bindings: [movieId],
  };
}
