import { type Knex } from 'knex';

/**
 * Hiding what you have seen (issue 23 §4, docs/product.md §2 Hide what you have seen).
 * - not_interested: the films a user marked "Not interested", one row per user and film, with what the
 *   settings list shows of the film copied when it was marked, so the list needs no movie data call. The
 *   primary key's user_id first serves both the list and the filtering of discovery pages.
 * - users.hide_seen: whether discovery pages leave out films the user watched, has on the watchlist or
 *   is not interested in. Off by default: nothing is hidden until the user asks.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('not_interested', (table) => {
    table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.integer('movie_id').notNullable();
    table.text('title').notNullable();
    table.text('poster_path');
    table.date('release_date');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    table.primary(['user_id', 'movie_id']);
  });
  await db.schema.alterTable('users', (table) => {
    table.boolean('hide_seen').notNullable().defaultTo(false);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('users', (table) => {
    table.dropColumn('hide_seen');
  });
  await db.schema.dropTable('not_interested');
}
