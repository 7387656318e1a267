import { type Knex } from 'knex';

/**
 * A list entry keeps the film's average rating (TMDB's vote average, 0..10) copied when it is added, as
 * the watchlist does, so a list of 5,000 films sorts by rating without a call to the movie data. It is
 * the film's public rating, never the owner's own (which a private diary keeps to itself).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('list_entries', (table) => {
    table.double('vote_average').notNullable().defaultTo(0);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('list_entries', (table) => {
    table.dropColumn('vote_average');
  });
}
