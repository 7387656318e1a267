import { type Knex } from 'knex';

/**
 * Release reminders and the personal calendar feed (issue 23 §1).
 * - reminders: one row per user and film, with what the calendar and the reminder show of the film copied
 *   when it was set (title, poster, release day), so neither needs a call to the movie data. The worker
 *   sends on the release day and, with week_before, seven days earlier; it finds the due rows by day
 *   through the release_date index.
 * - users.calendar_token_hash: the sha-256 of the secret in the user's iCal address; the secret itself
 *   is shown once and never stored. Null when the user has no feed (never made, or revoked).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('reminders', (table) => {
    table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.integer('movie_id').notNullable();
    table.text('title').notNullable();
    table.text('poster_path');
    table.date('release_date').notNullable();
    table.boolean('week_before').notNullable().defaultTo(false);
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    table.primary(['user_id', 'movie_id']);
    table.index(['release_date'], 'reminders_release_date');
  });
  await db.schema.alterTable('users', (table) => {
    table.text('calendar_token_hash').unique();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('users', (table) => {
    table.dropColumn('calendar_token_hash');
  });
  await db.schema.dropTable('reminders');
}
