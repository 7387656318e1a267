import { type Knex } from 'knex';

/** Number words and roman numerals, written as digits, so "Ten Things" meets "10 Things", "Blade II" "Blade 2". */
const WORD_DIGITS: Record<string, string> = {
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  sixty: '60',
  ii: '2',
  iii: '3',
  iv: '4',
  vi: '6',
  vii: '7',
  viii: '8',
  ix: '9',
  // Spellings that differ between the datasets.
  and: '',
  volume: 'vol',
  episode: 'ep',
  doctor: 'dr',
  saint: 'st',
};

/**
 * What the TMDB 5000 importer needs to merge a film into the one the catalog already has:
 * - catalog_match_key(title): the title reduced to what identifies it: accents, case, punctuation, "&" and
 *   "and", spaces, a leading article and numbers written as words or roman numerals no longer count
 *   ("WALL-E" and "WALL·E", "Dead Poets' Society", "The Corpse Bride" and "Corpse Bride", "Blade 2").
 * - catalog_movie_redirects: a merged film's former id, answered with a 301 to the film it became.
 * - The relations follow a film whose id changes (ON UPDATE CASCADE): a merged seed film takes its TMDB id.
 */
export async function up(db: Knex): Promise<void> {
  const words = Object.entries(WORD_DIGITS)
    .map(([word, digits]) => `when '${word}' then '${digits}'`)
    .join(' ');
  await db.raw(`
    create function catalog_match_key(text) returns text
      language sql immutable parallel safe strict
      as $$
        select coalesce(string_agg(case word ${words} else word end, '' order by position), '')
        from regexp_split_to_table(
               trim(regexp_replace(replace(catalog_fold($1), '&', ' and '), '[^a-z0-9]+', ' ', 'g')), ' '
             ) with ordinality as words(word, position)
        where not (position = 1 and word in ('the', 'a', 'an'))
      $$
  `);

  await db.schema.createTable('catalog_movie_redirects', (table) => {
    table.integer('old_id').primary();
    table
      .integer('new_id')
      .notNullable()
      .references('catalog_movies.id')
      .onDelete('CASCADE')
      .onUpdate('CASCADE');
  });

  for (const table of ['catalog_credits', 'catalog_movie_keywords', 'catalog_movie_companies']) {
    await db.raw(
      `alter table ${table} drop constraint ${table}_movie_id_foreign,
         add constraint ${table}_movie_id_foreign foreign key (movie_id) references catalog_movies (id)
           on delete cascade on update cascade`,
    );
  }
}

export async function down(db: Knex): Promise<void> {
  for (const table of ['catalog_credits', 'catalog_movie_keywords', 'catalog_movie_companies']) {
    await db.raw(
      `alter table ${table} drop constraint ${table}_movie_id_foreign,
         add constraint ${table}_movie_id_foreign foreign key (movie_id) references catalog_movies (id)
           on delete cascade`,
    );
  }
  await db.schema.dropTableIfExists('catalog_movie_redirects');
  await db.raw('drop function if exists catalog_match_key(text)');
}
