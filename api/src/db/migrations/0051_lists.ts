import { type Knex } from 'knex';

/**
 * Users' film lists (imported from Letterboxd's lists/*.csv, exported back, and the lists feature to
 * come). Entries are ordered by a fractional `position`: a new entry goes last (last + 1024), a moved one
 * to the midpoint of its new neighbours, so a move rewrites one row. `import_key` makes an import
 * idempotent, as in the diary.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('lists', (table) => {
    table.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
    table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.text('name').notNullable();
    table.text('description').notNullable().defaultTo('');
    table
      .text('visibility')
      .notNullable()
      .defaultTo('private')
      .checkIn(['private', 'unlisted', 'public'], 'lists_visibility');
    table.boolean('ranked').notNullable().defaultTo(false);
    table.text('import_key');
    table.timestamps(true, true);
    table.check('char_length(name) between 1 and 100', [], 'lists_name_length');
    table.check('char_length(description) <= 1000', [], 'lists_description_length');
  });
  await db.raw('create index lists_user on lists (user_id, created_at desc)');
  await db.raw(
    'create unique index lists_import_key on lists (user_id, import_key) where import_key is not null',
  );

  await db.schema.createTable('list_entries', (table) => {
    table.uuid('list_id').notNullable().references('id').inTable('lists').onDelete('CASCADE');
    table.integer('movie_id').notNullable();
    table.text('title').notNullable();
    table.text('poster');
    table.text('year').notNullable().defaultTo('');
    table.double('position').notNullable();
    table.text('note').notNullable().defaultTo('');
    table.timestamp('added_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    table.primary(['list_id', 'movie_id']);
    table.check('char_length(note) <= 1000', [], 'list_entries_note_length');
  });
  await db.raw('create index list_entries_order on list_entries (list_id, position)');
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('list_entries');
  await db.schema.dropTable('lists');
}
