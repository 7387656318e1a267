import { type Knex } from 'knex';

/**
 * The diary: one row per viewing (a film may be logged many times), with a copy of what the diary shows
 * of the film (title, poster, year, runtime, genres) so that reading it and its statistics needs no call
 * to the movie data. `rating10` keeps a rating as given, on a 10-point scale (Letterboxd's half stars and
 * IMDb's 1..10 alike); the UI shows it as 1..5 stars. `import_key` makes an import idempotent: a row
 * imported twice lands once. "Not in the future" is the API's check (against today in UTC+14, so no time
 * zone is refused); the database keeps the floor.
 *
 * film_ratings is a user's current rating of a film (a ratings file, or the latest diary log with a
 * rating), one per user and film. users.diary_visibility says who may read a diary.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('diary_entries', (table) => {
    table.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
    table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.integer('movie_id').notNullable();
    table.text('title').notNullable();
    table.text('poster');
    table.text('year').notNullable().defaultTo('');
    table.integer('runtime');
    table.specificType('genres', 'text[]').notNullable().defaultTo('{}');
    table.date('watched_on').notNullable();
    table.smallint('rating10').checkBetween([1, 10], 'diary_entries_rating10_range');
    table.boolean('rewatch').notNullable().defaultTo(false);
    table.specificType('tags', 'text[]').notNullable().defaultTo('{}');
    table.uuid('review_id').references('id').inTable('reviews').onDelete('SET NULL');
    table
      .text('source')
      .notNullable()
      .defaultTo('marquee')
      .checkIn(['marquee', 'letterboxd', 'imdb', 'trakt', 'tmdb'], 'diary_entries_source');
    table.text('import_key');
    table.timestamps(true, true);
    table.check("watched_on >= date '1870-01-01'", [], 'diary_entries_watched_on_floor');
    table.check('runtime is null or runtime >= 0', [], 'diary_entries_runtime_not_negative');
  });
  // A diary newest first (and its cursor), a film's watch counts, and the import's idempotence.
  await db.raw(
    'create index diary_entries_user_newest on diary_entries (user_id, watched_on desc, created_at desc, id desc)',
  );
  await db.raw('create index diary_entries_movie on diary_entries (movie_id)');
  await db.raw(
    'create unique index diary_entries_import_key on diary_entries (user_id, import_key) where import_key is not null',
  );
  // Deleting a review clears the links to it (ON DELETE SET NULL) through this index.
  await db.raw('create index diary_entries_review on diary_entries (review_id) where review_id is not null');

  await db.schema.createTable('film_ratings', (table) => {
    table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.integer('movie_id').notNullable();
    table.text('title').notNullable();
    table.text('year').notNullable().defaultTo('');
    table.smallint('rating10').notNullable().checkBetween([1, 10], 'film_ratings_rating10_range');
    table.timestamp('rated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    table.primary(['user_id', 'movie_id']);
  });

  await db.schema.alterTable('users', (table) => {
    table
      .text('diary_visibility')
      .notNullable()
      .defaultTo('private')
      .checkIn(['private', 'public'], 'users_diary_visibility');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('users', (table) => table.dropColumn('diary_visibility'));
  await db.schema.dropTable('film_ratings');
  await db.schema.dropTable('diary_entries');
}
