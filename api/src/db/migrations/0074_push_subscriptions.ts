import { type Knex } from 'knex';

/**
 * Web push (issue 23 §2, docs/product.md Notifications).
 * - push_subscriptions: one row per browser a user turned push on in, keyed by the push service's
 *   endpoint (a browser has one per origin), with the keys its payloads are encrypted for. Removed when
 *   the push service answers 404/410 (the browser dropped it), or when the user turns push off there.
 * - diary_entries.client_key: the key the browser gave a log made offline, unique per user, so a log
 *   replayed twice (its first answer lost on the way back) is stored once.
 * - vapid_keys: the one key pair this deployment signs pushes with (RFC 8292), made at the first start and
 *   kept, as every subscription is bound to its public key. Shared by the API and the worker through the
 *   database, so no process needs it in its configuration.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('push_subscriptions', (table) => {
    table.text('endpoint').primary();
    table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.text('p256dh').notNullable();
    table.text('auth').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    table.index(['user_id']);
  });
  await db.schema.createTable('vapid_keys', (table) => {
    // At most one row: the key pair of the deployment.
    table.boolean('id').primary().defaultTo(true);
    table.text('public_key').notNullable();
    table.text('private_key').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
  });
  await db.raw('alter table vapid_keys add constraint vapid_keys_one_row check (id)');
  await db.schema.alterTable('diary_entries', (table) => {
    table.uuid('client_key');
  });
  await db.raw(
    'create unique index diary_entries_client_key on diary_entries (user_id, client_key) where client_key is not null',
  );
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('diary_entries', (table) => {
    table.dropColumn('client_key');
  });
  await db.schema.dropTable('vapid_keys');
  await db.schema.dropTable('push_subscriptions');
}
