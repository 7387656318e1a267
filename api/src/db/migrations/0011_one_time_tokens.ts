import { type Knex } from 'knex';

/**
 * Single-use secrets sent to a person: email verification, password reset, email change, and the code
 * that ends Google's redirect flow. Only the SHA-256 of the random token is stored, so a copy of the
 * database cannot be turned into working links.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('one_time_tokens', (table) => {
    table.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
    table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table
      .enu('purpose', ['verify_email', 'reset_password', 'change_email', 'google_login'], {
        useNative: true,
        enumName: 'one_time_token_purpose',
      })
      .notNullable();
    table.specificType('token_hash', 'bytea').notNullable().unique();
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.timestamp('used_at', { useTz: true });
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    table.index(['user_id', 'purpose']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('one_time_tokens');
  await db.raw('drop type if exists one_time_token_purpose');
}
