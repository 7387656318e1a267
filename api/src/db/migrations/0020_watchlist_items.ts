import { type Knex } from 'knex';

/**
 * Each user's watchlist: a copy of what the list shows of each film, so reading it needs no call to the
 * movie data. One row per user and film (the primary key), read newest first through the second index.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('watchlist_items', (table) => {
    table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.integer('movie_id').notNullable();
    table.text('title').notNullable();
    table.text('poster');
    table.text('overview').notNullable().defaultTo('');
    table.double('vote_average').notNullable().defaultTo(0);
    table.text('year').notNullable().defaultTo('');
    table.timestamp('added_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    table.primary(['user_id', 'movie_id']);
  });
  await db.raw('create index watchlist_items_user_newest on watchlist_items (user_id, added_at desc)');
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('watchlist_items');
}
