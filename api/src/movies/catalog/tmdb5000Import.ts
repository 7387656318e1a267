import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type Knex } from 'knex';
import { mergeSeededFilms, type MergeCounts } from './seedMerge';
import { readTmdb5000Csv, type SkippedRow } from './tmdb5000Csv';

export const TMDB_5000_DATASET = 'tmdb-5000-movies';

export interface ImportSummary {
  /** Films in the file that were imported (every row but the skipped ones). */
  films: number;
  /** Seeded (vega) films recognised in the file this run, merged into the TMDB film, by how. */
  merged: MergeCounts;
  /** Films an earlier import brought in, updated. */
  updated: number;
  /** Films new to the catalog. */
  added: number;
  /** Rows left out, and why. */
  skipped: SkippedRow[];
}

/**
 * Adds the TMDB 5000 movies CSV to the catalog: titles, overviews, taglines, genres, keywords, companies,
 * popularity and votes. A film the catalog already has is updated, not duplicated: by TMDB id (an earlier
 * import), else the seeded film it is (mergeSeededFilms) becomes that TMDB film, under the TMDB id, its old
 * id redirecting. New films take their TMDB id. Re-running changes nothing more. Everything happens in one
 * transaction, set-based, with the rows as one JSON parameter.
 */
export async function importTmdb5000(db: Knex, file: string): Promise<ImportSummary> {
  const { films, skipped } = await readTmdb5000Csv(file);
  const version = createHash('sha256')
    .update(await readFile(file))
    .digest('hex');

  return db.transaction(async (trx) => {
    await trx.raw(
      `create temporary table import_films on commit drop as
       select * from json_to_recordset(?::json) as r(
         tmdb_id int, title text, original_title text, original_language text, overview text, tagline text,
         release_date date, runtime int, genre_ids int[], budget bigint, revenue bigint, popularity float8,
         vote_average float8, vote_count int, homepage text, status text, keywords json, companies json)`,
      [JSON.stringify(films)],
    );

    // Temporary tables have no statistics until analysed, and the planner would guess badly without them.
    await trx.raw(
      `alter table import_films add column title_folded text;
       update import_films set title_folded = catalog_fold(title);
       analyze import_films`,
    );

    const known = await trx.raw<{ rows: { films: number }[] }>(
      `select count(*)::int as films from import_films r
       where exists (select 1 from catalog_movies m where m.tmdb_id = r.tmdb_id)`,
    );
    const merged = await mergeSeededFilms(trx);

    // TMDB's figures replace the seed's; what the file leaves empty keeps what the catalog had.
    await trx.raw(
      `update catalog_movies m set
         title = r.title,
         original_title = r.original_title,
         original_language = coalesce(nullif(r.original_language, ''), m.original_language),
         overview = r.overview,
         tagline = r.tagline,
         release_date = coalesce(r.release_date, m.release_date),
         runtime = coalesce(r.runtime, m.runtime),
         genre_ids = case when cardinality(r.genre_ids) > 0 then r.genre_ids else m.genre_ids end,
         budget = case when r.budget > 0 then r.budget else m.budget end,
         revenue = case when r.revenue > 0 then r.revenue else m.revenue end,
         popularity = r.popularity,
         vote_average = r.vote_average,
         vote_count = r.vote_count,
         homepage = r.homepage,
         status = r.status
       from import_films r where m.tmdb_id = r.tmdb_id`,
    );

    const added = await trx.raw<{ rowCount: number }>(
      `insert into catalog_movies (id, tmdb_id, title, original_title, original_language, overview, tagline,
         release_date, runtime, genre_ids, budget, revenue, popularity, vote_average, vote_count, homepage,
         status, dataset)
       select r.tmdb_id, r.tmdb_id, r.title, r.original_title, r.original_language, r.overview, r.tagline,
         r.release_date, r.runtime, r.genre_ids, r.budget, r.revenue, r.popularity, r.vote_average,
         r.vote_count, r.homepage, r.status, ?
       from import_films r
       where not exists (select 1 from catalog_movies m where m.tmdb_id = r.tmdb_id)`,
      [TMDB_5000_DATASET],
    );

    await replaceRelations(trx);

    await trx.raw(
      `insert into catalog_datasets (name, version, movies) values (?, ?, ?)
       on conflict (name) do update set version = excluded.version, movies = excluded.movies,
         loaded_at = now()`,
      [TMDB_5000_DATASET, version, films.length],
    );
    return { films: films.length, merged, updated: known.rows[0]!.films, added: added.rowCount, skipped };
  });
}

/** The imported films' keywords and companies, replaced as a whole so a re-run leaves one copy. */
async function replaceRelations(trx: Knex.Transaction): Promise<void> {
  await trx.raw(
    `insert into catalog_keywords (id, name)
     select distinct on ((k->>'id')::int) (k->>'id')::int, k->>'name'
     from import_films r, json_array_elements(r.keywords) k
     on conflict (id) do update set name = excluded.name`,
  );
  await trx.raw(
    `insert into catalog_companies (id, name)
     select distinct on ((c->>'id')::int) (c->>'id')::int, c->>'name'
     from import_films r, json_array_elements(r.companies) c
     on conflict (id) do update set name = excluded.name`,
  );
  const imported = 'select m.id from catalog_movies m join import_films r on r.tmdb_id = m.tmdb_id';
  await trx.raw(`delete from catalog_movie_keywords where movie_id in (${imported})`);
  await trx.raw(`delete from catalog_movie_companies where movie_id in (${imported})`);
  await trx.raw(
    `insert into catalog_movie_keywords (movie_id, keyword_id)
     select distinct m.id, (k->>'id')::int
     from import_films r join catalog_movies m on m.tmdb_id = r.tmdb_id, json_array_elements(r.keywords) k`,
  );
  await trx.raw(
    `insert into catalog_movie_companies (movie_id, company_id, "order")
     select distinct on (m.id, (c.value->>'id')::int) m.id, (c.value->>'id')::int, c.position - 1
     from import_films r join catalog_movies m on m.tmdb_id = r.tmdb_id,
          json_array_elements(r.companies) with ordinality as c(value, position)
     order by m.id, (c.value->>'id')::int, c.position`,
  );
}
