import { type Knex } from 'knex';

/**
 * The values of why an import row was skipped ({ "day": "1869-12-31" }), kept apart from its English text
 * (`reason`: 'The watched date {{day}} is before 1870.'), so the API says the reason in the reader's
 * language (docs/architecture.md, Languages). Null when the reason has no values, and for the rows skipped
 * before: their reason has its values written in and reads as it is.
 */
export async function up(db: Knex): Promise<void> {
  await db.raw('alter table import_rows add column reason_values jsonb null');
}

export async function down(db: Knex): Promise<void> {
  await db.raw('alter table import_rows drop column reason_values');
}
