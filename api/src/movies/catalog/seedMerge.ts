import { type Knex } from 'knex';
import { ALTERNATE_TITLES } from './alternateTitles';

/** Why a seeded film was taken for an imported one, strongest first. */
export const MERGE_RULES = [
  'same title',
  'known alternate title',
  'similar title',
  'same title and money',
] as const;
export type MergeRule = (typeof MERGE_RULES)[number];

/** Seeded films merged into imported ones this run, by rule; films an earlier import merged but left unnumbered. */
export type MergeCounts = Record<MergeRule | 'renumbered', number>;

/** Trigram similarity from which two titles are taken for the same (with the same numbers and years). */
const SIMILAR_TITLE = 0.6;

/** Shorter match keys than this are not matched by containment ("Fur" would be in too many titles). */
const MIN_CONTAINED_KEY = 6;

/**
 * Finds the seeded (vega) film each imported row (the temporary table import_films) is, and merges it into
 * the film with the TMDB id: the seeded film takes the TMDB id as its id, or, when an earlier import already
 * added that film, gives it its director and seed-only facts and goes. Either way its old id redirects
 * (catalog_movie_redirects) and watchlist entries and reviews follow it, in the caller's transaction.
 *
 * A pair needs release years at most one apart (vega has the US release, TMDB the first one) and one of, in
 * order of strength: the same match key (catalog_match_key: accents, punctuation, articles, numbers), a known
 * alternate title (ALTERNATE_TITLES, years up to two apart), a similar title (trigram similarity of at least
 * 0.6, or one key starting or ending the other) with the same numbers in it, or the same key with the same
 * budget or revenue up to ten years apart (a wrong year in vega). Each film and row pairs at most once,
 * strongest rule and closest year first.
 */
export async function mergeSeededFilms(trx: Knex.Transaction): Promise<MergeCounts> {
  // Films an earlier import merged but left under their seed id take their TMDB id first (their relations
  // and redirects follow by ON UPDATE CASCADE), so the rows below meet them under it.
  await trx.raw(
    `create temporary table import_merges on commit drop as
     select id as old_id, tmdb_id as new_id, -1 as rule from catalog_movies
     where tmdb_id is not null and id <> tmdb_id`,
  );
  await trx.raw('update catalog_movies s set id = m.new_id from import_merges m where s.id = m.old_id');
  // Each side's keys computed once (catalog_match_key is not cheap), with statistics for the planner.
  await trx.raw(
    `create temporary table merge_seeds on commit drop as
       select id, title, title_folded, catalog_match_key(title) as key, budget, revenue,
              extract(year from release_date)::int as year
       from catalog_movies where tmdb_id is null and release_date is not null;
     create temporary table merge_rows on commit drop as
       select tmdb_id, title, title_folded, budget, revenue, extract(year from release_date)::int as year,
              catalog_match_key(title) as key, catalog_match_key(original_title) as original_key
       from import_films where release_date is not null;
     alter table merge_seeds add column digits text;
     update merge_seeds set digits = regexp_replace(key, '[^0-9]', '', 'g');
     alter table merge_rows add column digits text;
     update merge_rows set digits = regexp_replace(key, '[^0-9]', '', 'g');
     analyze merge_seeds; analyze merge_rows`,
  );
  // Compiling this one-off query (JIT) would cost more than running it.
  await trx.raw('set local jit = off');
  await trx.raw(
    `insert into import_merges (old_id, new_id, rule)
     with pairs as (
       select s.id, r.tmdb_id, 0 as rule, abs(s.year - r.year) as gap
       from merge_seeds s join merge_rows r on s.key = r.key and abs(s.year - r.year) <= 1
       union all
       select s.id, r.tmdb_id, 0, abs(s.year - r.year)
       from merge_seeds s join merge_rows r on s.key = r.original_key and abs(s.year - r.year) <= 1
       union all
       select s.id, r.tmdb_id, 1, abs(s.year - r.year)
       from merge_seeds s join json_each_text(?::json) alias(seed_title, tmdb_title) on alias.seed_title = s.title
         join merge_rows r on r.title = alias.tmdb_title and abs(s.year - r.year) <= 2
       union all
       select s.id, r.tmdb_id, 2, abs(s.year - r.year)
       from merge_seeds s cross join (values (-1), (0), (1)) shift(years)
         join merge_rows r on r.digits = s.digits and r.year = s.year + shift.years
       where similarity(s.title_folded, r.title_folded) >= ${SIMILAR_TITLE}
       union all
       select s.id, r.tmdb_id, 2, abs(s.year - r.year)
       from merge_seeds s join merge_rows r on left(s.key, ${MIN_CONTAINED_KEY}) = left(r.key, ${MIN_CONTAINED_KEY})
       where s.digits = r.digits and abs(s.year - r.year) <= 1
         and least(length(s.key), length(r.key)) >= ${MIN_CONTAINED_KEY} and (s.key like r.key || '%' or r.key like s.key || '%')
       union all
       select s.id, r.tmdb_id, 2, abs(s.year - r.year)
       from merge_seeds s join merge_rows r on right(s.key, ${MIN_CONTAINED_KEY}) = right(r.key, ${MIN_CONTAINED_KEY})
       where s.digits = r.digits and abs(s.year - r.year) <= 1
         and least(length(s.key), length(r.key)) >= ${MIN_CONTAINED_KEY} and (s.key like '%' || r.key or r.key like '%' || s.key)
       union all
       select s.id, r.tmdb_id, 3, abs(s.year - r.year)
       from merge_seeds s join merge_rows r on s.key = r.key and abs(s.year - r.year) <= 10
       where (s.budget > 0 and s.budget = r.budget)
          or (s.revenue > 0 and abs(s.revenue - r.revenue) <= s.revenue / 100)
     ),
     strongest as (select id, tmdb_id, min(rule) as rule, min(gap) as gap from pairs group by id, tmdb_id),
     ranked as (
       select id, tmdb_id, rule,
              row_number() over (partition by id order by rule, gap, tmdb_id) as per_film,
              row_number() over (partition by tmdb_id order by rule, gap, id) as per_row
       from strongest
     )
     select id, tmdb_id, rule from ranked
     where per_film = 1 and per_row = 1
       -- A film one seeded film was merged into takes no second one on a later run.
       and not exists (select 1 from catalog_movie_redirects merged where merged.new_id = ranked.tmdb_id)`,
    [JSON.stringify(ALTERNATE_TITLES)],
  );

  // Redirects to a merged film point at what it became (before a seed film is deleted with its redirects).
  await trx.raw(
    `update catalog_movie_redirects r set new_id = m.new_id from import_merges m where r.new_id = m.old_id`,
  );
  // Into a film an earlier import added: its credits (the director) and seed-only facts move over.
  await trx.raw(
    `create temporary table merge_into_existing on commit drop as
     select m.* from import_merges m where exists (select 1 from catalog_movies t where t.id = m.new_id)`,
  );
  await trx.raw(
    `update catalog_credits c set movie_id = m.new_id from merge_into_existing m where c.movie_id = m.old_id`,
  );
  await trx.raw(
    `update catalog_movies t set mpaa_rating = coalesce(t.mpaa_rating, s.mpaa_rating),
       creative_type = coalesce(t.creative_type, s.creative_type), source = coalesce(t.source, s.source)
     from merge_into_existing m join catalog_movies s on s.id = m.old_id where t.id = m.new_id`,
  );
  await trx.raw(`delete from catalog_movies s using merge_into_existing m where s.id = m.old_id`);
  // Otherwise the seeded film itself takes the TMDB id; its relations follow (ON UPDATE CASCADE).
  await trx.raw(
    'update catalog_movies s set id = m.new_id, tmdb_id = m.new_id from import_merges m where s.id = m.old_id',
  );
  await trx.raw(
    `insert into catalog_movie_redirects (old_id, new_id) select old_id, new_id from import_merges
     on conflict (old_id) do update set new_id = excluded.new_id`,
  );
  await moveUserData(trx);

  const { rows } = await trx.raw<{ rows: { rule: number; films: number }[] }>(
    'select rule, count(*)::int as films from import_merges group by rule',
  );
  const counts = Object.fromEntries([...MERGE_RULES, 'renumbered'].map((name) => [name, 0])) as MergeCounts;
  for (const { rule, films } of rows) counts[rule < 0 ? 'renumbered' : MERGE_RULES[rule]!] = films;
  return counts;
}

/**
 * Watchlist entries and reviews of a merged film move to the film it became. A user who already has the
 * film under its new id keeps that entry or review (one per user and film).
 */
async function moveUserData(trx: Knex.Transaction): Promise<void> {
  for (const table of ['watchlist_items', 'reviews']) {
    await trx.raw(
      `delete from ${table} old using import_merges m
       where old.movie_id = m.old_id
         and exists (select 1 from ${table} kept where kept.user_id = old.user_id and kept.movie_id = m.new_id)`,
    );
    await trx.raw(
      `update ${table} t set movie_id = m.new_id from import_merges m where t.movie_id = m.old_id`,
    );
  }
}
