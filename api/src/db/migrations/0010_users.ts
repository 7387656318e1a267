import { type Knex } from 'knex';

/**
 * Accounts. Emails are citext, so "Ann@X.org" and "ann@x.org" are one account; Google-only accounts have
 * no password hash. `token_version` is copied into every session token and checked on each request:
 * bumping it (password reset, demotion) revokes every token issued before.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('users', (table) => {
    table.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
    table.text('name').notNullable();
    table.specificType('email', 'citext').notNullable().unique();
    table.text('password_hash');
    table
      .enu('role', ['user', 'admin'], { useNative: true, enumName: 'user_role' })
      .notNullable()
      .defaultTo('user');
    table.text('google_subject').unique();
    table.text('avatar');
    table.timestamp('email_verified_at', { useTz: true });
    table.specificType('pending_email', 'citext');
    table.integer('token_version').notNullable().defaultTo(0);
    table.timestamps(true, true);
  });
  // Admin statistics count recent sign-ups.
  await db.schema.alterTable('users', (table) => table.index(['created_at']));
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('users');
  await db.raw('drop type if exists user_role');
}
