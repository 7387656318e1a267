import { type Knex } from 'knex';

/**
 * The local film catalog, answering /api/tmdb/... when no TMDB token is configured. Ids are TMDB's where
 * the film came from TMDB data, else deterministic (see catalog/vegaSeed.ts). Each index serves a query
 * in catalog/catalogQueries.ts: popularity, rating, release date and title orders for lists and discover
 * (the sort column then id, so pages are stable), a GIN index on genre_ids for with_genres, and trigram
 * indexes on the accent- and case-folded title for search.
 */
export async function up(db: Knex): Promise<void> {
  // unaccent() is only STABLE (it reads a dictionary chosen at call time); naming the dictionary makes
  // the result depend on the input alone, so an index and a generated column may use it.
  await db.raw(`
    create function catalog_fold(text) returns text
      language sql immutable parallel safe strict
      as $$ select lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$
  `);

  await db.schema.createTable('catalog_genres', (table) => {
    table.integer('id').primary();
    table.text('name').notNullable();
  });

  await db.schema.createTable('catalog_movies', (table) => {
    table.integer('id').primary();
    table.integer('tmdb_id').unique();
    table.text('imdb_id');
    table.text('title').notNullable();
    table.text('original_title').notNullable();
    table.text('original_language').notNullable().defaultTo('en');
    table.text('overview').notNullable().defaultTo('');
    table.text('tagline');
    table.date('release_date');
    table.integer('runtime');
    table.specificType('genre_ids', 'integer[]').notNullable().defaultTo('{}');
    table.bigInteger('budget').notNullable().defaultTo(0);
    table.bigInteger('revenue').notNullable().defaultTo(0);
    table.double('popularity').notNullable().defaultTo(0);
    table.double('vote_average').notNullable().defaultTo(0);
    table.integer('vote_count').notNullable().defaultTo(0);
    table.boolean('adult').notNullable().defaultTo(false);
    table.text('status').notNullable().defaultTo('Released');
    table.text('homepage');
    table.text('poster_path');
    table.text('backdrop_path');
    table.text('mpaa_rating');
    table.text('creative_type');
    table.text('source');
    table.text('dataset').notNullable();
  });
  await db.raw(
    'alter table catalog_movies add column title_folded text generated always as (catalog_fold(title)) stored',
  );
  await db.raw('create index catalog_movies_popularity on catalog_movies (popularity desc, id)');
  await db.raw('create index catalog_movies_vote_average on catalog_movies (vote_average desc, id)');
  await db.raw('create index catalog_movies_release_date on catalog_movies (release_date desc, id)');
  await db.raw('create index catalog_movies_title on catalog_movies (title, id)');
  await db.raw('create index catalog_movies_genre_ids on catalog_movies using gin (genre_ids)');
  await db.raw(
    'create index catalog_movies_title_trgm on catalog_movies using gin (title_folded gin_trgm_ops)',
  );
  // The importer matches its rows to seeded films by folded title.
  await db.raw('create index catalog_movies_title_folded on catalog_movies (title_folded)');

  await db.schema.createTable('catalog_people', (table) => {
    table.integer('id').primary();
    table.text('name').notNullable();
    table.text('profile_path');
    table.text('known_for_department');
  });

  await db.schema.createTable('catalog_credits', (table) => {
    table.text('credit_id').primary();
    table.integer('movie_id').notNullable().references('catalog_movies.id').onDelete('CASCADE');
    table.integer('person_id').notNullable().references('catalog_people.id').onDelete('CASCADE');
    table.enum('kind', ['cast', 'crew'], { useNative: true, enumName: 'catalog_credit_kind' }).notNullable();
    table.text('character');
    table.text('job');
    table.text('department');
    table.integer('order').notNullable().defaultTo(0);
    table.index(['movie_id', 'kind', 'order']);
  });

  await db.schema.createTable('catalog_keywords', (table) => {
    table.integer('id').primary();
    table.text('name').notNullable();
  });
  await db.schema.createTable('catalog_movie_keywords', (table) => {
    table.integer('movie_id').notNullable().references('catalog_movies.id').onDelete('CASCADE');
    table.integer('keyword_id').notNullable().references('catalog_keywords.id').onDelete('CASCADE');
    table.primary(['movie_id', 'keyword_id']);
  });

  await db.schema.createTable('catalog_companies', (table) => {
    table.integer('id').primary();
    table.text('name').notNullable();
    table.text('logo_path');
    table.text('origin_country').notNullable().defaultTo('');
  });
  await db.schema.createTable('catalog_movie_companies', (table) => {
    table.integer('movie_id').notNullable().references('catalog_movies.id').onDelete('CASCADE');
    table.integer('company_id').notNullable().references('catalog_companies.id').onDelete('CASCADE');
    table.integer('order').notNullable().defaultTo(0);
    table.primary(['movie_id', 'company_id']);
  });

  // One row per dataset loaded, so seeding and importing know what is already there.
  await db.schema.createTable('catalog_datasets', (table) => {
    table.text('name').primary();
    table.text('version').notNullable();
    table.integer('movies').notNullable();
    table.timestamp('loaded_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
  });
}

export async function down(db: Knex): Promise<void> {
  for (const table of [
    'catalog_datasets',
    'catalog_movie_companies',
    'catalog_companies',
    'catalog_movie_keywords',
    'catalog_keywords',
    'catalog_credits',
    'catalog_people',
    'catalog_movies',
    'catalog_genres',
  ]) {
    await db.schema.dropTableIfExists(table);
  }
  await db.raw('drop type if exists catalog_credit_kind');
  await db.raw('drop function if exists catalog_fold(text)');
}
