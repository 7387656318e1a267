import { type Knex } from 'knex';

/**
 * The colour theme an account chose (docs/product.md, Themes); null until it chooses, when the system's
 * preference decides. The check names the themes the product ships, like the contracts' schema.
 */
export async function up(db: Knex): Promise<void> {
  await db.raw("alter table users add column theme text null check (theme in ('light', 'dark'))");
}

export async function down(db: Knex): Promise<void> {
  await db.raw('alter table users drop column theme');
}
