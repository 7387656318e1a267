import { type Knex } from 'knex';

/**
 * `email_deliveries`: one row per email job that sent its message, keyed by the job id, so a retried or
 * duplicated job never sends twice. `dev_mailbox`: the local mailbox that stands in for SMTP when no
 * SMTP_URL is configured (shown at /dev/mail).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('email_deliveries', (table) => {
    table.text('job_id').primary();
    table.text('kind').notNullable();
    table.timestamp('sent_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
  });
  await db.schema.createTable('dev_mailbox', (table) => {
    table.bigIncrements('id').primary();
    table.text('to_address').notNullable();
    table.text('from_address').notNullable();
    table.text('subject').notNullable();
    table.text('text_body').notNullable();
    table.text('html_body').notNullable();
    table.specificType('links', 'text[]').notNullable().defaultTo('{}');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('dev_mailbox');
  await db.schema.dropTable('email_deliveries');
}
