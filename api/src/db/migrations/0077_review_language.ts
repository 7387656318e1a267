import { type Knex } from 'knex';

/**
 * The language a review is written in (docs/product.md, Languages), shown as its text's `lang`; null for
 * the reviews written before it was kept. The check names the languages the product ships, as 0075 does.
 */
export async function up(db: Knex): Promise<void> {
  await db.raw(
    "alter table reviews add column language text null check (language in ('en', 'es', 'de', 'ar'))",
  );
}

export async function down(db: Knex): Promise<void> {
  await db.raw('alter table reviews drop column language');
}
