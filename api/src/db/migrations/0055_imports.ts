import { type Knex } from 'knex';

/**
 * Imports of other services' exports (Letterboxd, IMDb, Trakt, TMDB, Marquee's own). `imports` is one
 * uploaded file and its progress counters (the import page polls them); the file itself is kept only
 * until its rows are read and applied. One import per user and file content (file_sha256): the same file
 * again is answered with the import it already made.
 *
 * `import_rows` holds every parsed row (`data`, as the parser gave it) with its matching outcome, so a
 * job that stops half-way resumes from the rows already stored, and ambiguous rows wait here for the
 * user's choice. A row is identified by its file in the upload (a ZIP holds several CSVs), line and kind.
 */
export async function up(db: Knex): Promise<void> {
  // An import without TMDB resolves IMDb ids through the catalog: one lookup per row.
  await db.raw('create index catalog_movies_imdb_id on catalog_movies (imdb_id) where imdb_id is not null');
  await db.schema.createTable('imports', (table) => {
    table.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
    table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.text('file_name').notNullable();
    table.text('file_sha256').notNullable();
    table
      .text('format')
      .checkIn(
        [
          'letterboxd-zip',
          'letterboxd-csv',
          'imdb-ratings',
          'imdb-watchlist',
          'trakt-json',
          'tmdb-csv',
          'marquee-json',
        ],
        'imports_format',
      );
    table
      .text('status')
      .notNullable()
      .defaultTo('queued')
      .checkIn(
        ['queued', 'reading', 'matching', 'applying', 'needs_review', 'done', 'failed'],
        'imports_status',
      );
    table.binary('file');
    for (const counter of ['rows_read', 'matched', 'needs_review', 'skipped', 'applied']) {
      table.integer(counter).notNullable().defaultTo(0);
    }
    table.text('error');
    table.integer('error_line');
    table.timestamps(true, true);
    table.timestamp('finished_at', { useTz: true });
    table.unique(['user_id', 'file_sha256']);
  });
  await db.raw('create index imports_user_newest on imports (user_id, created_at desc)');
  // Imports a restart must pick up again.
  await db.raw(
    "create index imports_unfinished on imports (created_at) where status in ('queued', 'reading', 'matching', 'applying')",
  );

  await db.schema.createTable('import_rows', (table) => {
    table.bigIncrements('id').primary();
    table.uuid('import_id').notNullable().references('id').inTable('imports').onDelete('CASCADE');
    table.text('file').notNullable().defaultTo('');
    table.integer('line').notNullable();
    table
      .text('kind')
      .notNullable()
      .checkIn(
        ['diary', 'watched', 'rating', 'watchlist', 'review', 'like', 'list_entry'],
        'import_rows_kind',
      );
    table.jsonb('data').notNullable();
    table
      .text('status')
      .notNullable()
      .defaultTo('pending')
      .checkIn(['pending', 'matched', 'ambiguous', 'unmatched', 'skipped', 'applied'], 'import_rows_status');
    table.integer('movie_id');
    /** The film as matched (title, year, poster, runtime, genres...), so applying needs no second lookup. */
    table.jsonb('film');
    table.jsonb('candidates');
    /** Why a row was skipped (a TV title, a like), shown on the review screen. */
    table.text('reason');
    table.unique(['import_id', 'file', 'line', 'kind']);
    table.index(['import_id', 'status']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('import_rows');
  await db.schema.dropTable('imports');
  await db.raw('drop index catalog_movies_imdb_id');
}
