import { type Knex } from 'knex';

/**
 * Notifications (issue 23 §2, docs/product.md "Notifications").
 * - notifications: one row per notification, keyed by a deterministic id (for example
 *   `reminder-release-<user>-<film>`), so a second run that would notify again finds the row. `in_app`
 *   says whether the centre shows it (the user's preference when it was made); `delivered_at` is set
 *   once every channel has had its try, so the reminders job skips finished ones in its query.
 * - notification_preferences: only the choices a user changed; a missing row is the default of the kind
 *   and channel (packages/jobs/src/notifications/preferences.ts).
 * - notification_deliveries: the exactly-once claim of the push channel, as email_deliveries (0012) is
 *   for email: the row is inserted in the transaction that stays open while the message goes out.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('notifications', (table) => {
    table.text('id').primary();
    table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.text('kind').notNullable();
    table.text('title').notNullable();
    table.text('body').notNullable();
    table.text('url').notNullable();
    table.boolean('in_app').notNullable();
    table.timestamp('read_at', { useTz: true });
    table.timestamp('delivered_at', { useTz: true });
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    table.index(['user_id', 'created_at'], 'notifications_user_created');
  });
  // The bell's unread count reads this small partial index only.
  await db.raw(
    'create index notifications_unread on notifications (user_id) where in_app and read_at is null',
  );
  await db.schema.createTable('notification_preferences', (table) => {
    table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.text('kind').notNullable();
    table.text('channel').notNullable();
    table.boolean('enabled').notNullable();
    table.primary(['user_id', 'kind', 'channel']);
  });
  await db.schema.createTable('notification_deliveries', (table) => {
    table.text('notification_id').notNullable();
    table.text('channel').notNullable();
    table.timestamp('sent_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    table.primary(['notification_id', 'channel']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('notification_deliveries');
  await db.schema.dropTable('notification_preferences');
  await db.schema.dropTable('notifications');
}
