import { type Knex } from 'knex';

/**
 * The extensions later features build on: citext (emails unique case-insensitively), pg_trgm (typo-tolerant
 * title search with GIN indexes) and unaccent (search that ignores accents). All three ship with Postgres'
 * contrib modules (Debian's postgresql-15 and the embedded Postgres 18) and are trusted extensions, so a
 * database owner without superuser rights may create them on managed Postgres too.
 */
const EXTENSIONS = ['citext', 'pg_trgm', 'unaccent'];

export async function up(db: Knex): Promise<void> {
  for (const extension of EXTENSIONS) await db.raw('create extension if not exists ??', [extension]);
}

export async function down(db: Knex): Promise<void> {
  for (const extension of EXTENSIONS.toReversed()) await db.raw('drop extension if exists ??', [extension]);
}
