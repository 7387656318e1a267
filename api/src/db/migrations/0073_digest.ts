import { type Knex } from 'knex';

/**
 * The weekly digest (issue 23 §2, docs/product.md "Weekly digest").
 * - users.time_zone: the IANA zone the browser reports (checked by the API against Intl and Postgres), so
 *   the digest reaches each user in their local morning; null until the browser first sends it (UTC then).
 * - users.digest_week: the local ISO week ('2026-W48') whose digest was dealt with, sent or found to have
 *   nothing to say; the hourly run skips users already dealt with this week without reading their content.
 *   The exactly-once guard of a sent digest is its row in email_deliveries (0012), keyed by user and week.
 * - users.unsubscribe_token: the secret of the digest's one-click unsubscribe link. Kept as is, not
 *   hashed: every digest carries it again, and it can only turn an email off.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('users', (table) => {
    table.text('time_zone');
    table.text('digest_week');
    table
      .text('unsubscribe_token')
      .notNullable()
      .unique()
      // 244 random bits from two version-4 uuids, without their dashes (gen_random_uuid is built in).
      .defaultTo(db.raw("replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')"));
    table.check('length(time_zone) <= 64', [], 'users_time_zone_length');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('users', (table) => {
    table.dropChecks(['users_time_zone_length']);
    table.dropColumn('unsubscribe_token');
    table.dropColumn('digest_week');
    table.dropColumn('time_zone');
  });
}
