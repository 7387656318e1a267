import { type Knex } from 'knex';

/**
 * The one-time links that make the first administrator of a fresh install (accounts/adminSetup.ts): only
 * the SHA-256 of each token is kept, with its expiry. One row per API process that started without an
 * admin; claiming any of them removes them all.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('admin_setup_tokens', (table) => {
    table.binary('token_hash').primary();
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('admin_setup_tokens');
}
