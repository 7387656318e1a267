import { type Knex } from 'knex';
import { type FilmDetails, type FilmHit, type FilmLookup } from './filmLookup';

const HIT_COLUMNS = `m.id as "movieId", m.title, nullif(m.original_title, m.title) as "originalTitle",
  coalesce(to_char(m.release_date, 'YYYY'), '') as year, m.poster_path as poster`;

const DETAIL_COLUMNS = `${HIT_COLUMNS},
  (select p.name from catalog_credits c join catalog_people p on p.id = c.person_id
    where c.movie_id = m.id and c.kind = 'crew' and c.job = 'Director' order by c."order" limit 1) as director,
  m.runtime,
  array(select g.name from unnest(m.genre_ids) with ordinality as wanted(id, position)
    join catalog_genres g using (id) order by wanted.position) as genres,
  m.overview, m.vote_average as "voteAverage"`;

/** How many films a title search returns at most. */
const SEARCH_LIMIT = 20;

/**
 * The local catalog's films (migration 0002): ids are TMDB's where the film came from TMDB data (else
 * `tmdb_id` holds it), a merged film's former id redirects (0040), titles are searched folded
 * (catalog_fold: case and accents) exactly through their btree index, then, when no film of that title
 * has the year, by trigram similarity.
 */
export function catalogFilmLookup(db: Knex): FilmLookup {
  async function detailsWhere(where: string, bindings: Knex.RawBinding[]): Promise<FilmDetails | undefined> {
    const { rows } = await db.raw<{ rows: FilmDetails[] }>(
      `select ${DETAIL_COLUMNS} from catalog_movies m where ${where} limit 1`,
      bindings,
    );
    return rows[0];
  }

  async function hits(where: string, orderBy: string, bindings: Knex.RawBinding[]): Promise<FilmHit[]> {
    const { rows } = await db.raw<{ rows: FilmHit[] }>(
      `select ${HIT_COLUMNS} from catalog_movies m where ${where} order by ${orderBy} limit ?`,
      [...bindings, SEARCH_LIMIT],
    );
    return rows;
  }

  return {
    kind: 'catalog',
    async film(movieId) {
      return detailsWhere(
        `m.id = coalesce((select new_id from catalog_movie_redirects where old_id = ?),
           (select id from catalog_movies where id = ?), (select id from catalog_movies where tmdb_id = ?))`,
        [movieId, movieId, movieId],
      );
    },
    async byImdbId(imdbId) {
      return detailsWhere('m.imdb_id = ?', [imdbId]);
    },
    async search(title, year) {
      // Many films share a title ("Hamlet"): those nearest the year come first, so the limit keeps them.
      const byYear = year === null ? '' : 'abs(coalesce(extract(year from m.release_date)::int, 0) - ?), ';
      const yearBinding = year === null ? [] : [year];
      const exact = await hits('m.title_folded = catalog_fold(?)', `${byYear}m.popularity desc, m.id`, [
        title,
        ...yearBinding,
      ]);
      const fits = (hit: FilmHit) =>
        year === null || (hit.year !== '' && Math.abs(Number(hit.year) - year) <= 1);
      if (exact.some(fits)) return exact;
      // No film of that exact title and year: titles like it ("The Thing" 1951 is "The Thing from Another
      // World"), after the exact ones.
      const similar = await hits(
        'catalog_fold(?) <% m.title_folded',
        `word_similarity(catalog_fold(?), m.title_folded) desc, ${byYear}m.popularity desc, m.id`,
        [title, title, ...yearBinding],
      );
      const seen = new Set(exact.map((hit) => hit.movieId));
      return [...exact, ...similar.filter((hit) => !seen.has(hit.movieId))];
    },
  };
}
