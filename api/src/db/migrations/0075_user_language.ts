import { type Knex } from 'knex';

/**
 * The language an account chose (docs/product.md, Languages); null until it chooses, when the browser's
 * languages decide. The check names the languages the product ships, like the contracts' schema.
 */
export async function up(db: Knex): Promise<void> {
  await db.raw(
    "alter table users add column language text null check (language in ('en', 'es', 'de', 'ar'))",
  );
}

export async function down(db: Knex): Promise<void> {
  await db.raw('alter table users drop column language');
}
