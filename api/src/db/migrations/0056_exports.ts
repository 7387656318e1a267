import { type Knex } from 'knex';

/**
 * "Download my data": one row per export the user asked for. A worker job builds the ZIP into `file`;
 * it can be downloaded by its owner until `expires_at` (7 days), after which it is gone.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('exports', (table) => {
    table.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
    table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table
      .text('status')
      .notNullable()
      .defaultTo('queued')
      .checkIn(['queued', 'building', 'ready', 'failed'], 'exports_status');
    table.binary('file');
    table.integer('byte_size');
    table.text('error');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    table.timestamp('finished_at', { useTz: true });
    table
      .timestamp('expires_at', { useTz: true })
      .notNullable()
      .defaultTo(db.raw("now() + interval '7 days'"));
  });
  await db.raw('create index exports_user_newest on exports (user_id, created_at desc)');
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('exports');
}
