import { type Knex } from 'knex';

/**
 * The feed reads reviews and public lists per followee (api/src/profiles/feed.ts): each followee's
 * newest rows down to the oldest time the page can reach, from an index by author and time with the id
 * (the feed's tie-break), so each followee costs one short index-only range. Public lists no longer walk
 * everyone's newest-first index (0065's lists_public_updated), which nothing else reads.
 */
export async function up(db: Knex): Promise<void> {
  await db.raw('create index reviews_user_newest_id on reviews (user_id, created_at desc, id desc)');
  await db.raw('drop index reviews_user_newest');
  await db.raw(
    "create index lists_user_public_updated on lists (user_id, updated_at desc, id desc) where visibility = 'public' and hidden_at is null",
  );
  await db.raw('drop index lists_public_updated');
}

export async function down(db: Knex): Promise<void> {
  await db.raw(
    "create index lists_public_updated on lists (updated_at desc, id desc) include (user_id) where visibility = 'public'",
  );
  await db.raw('drop index lists_user_public_updated');
  await db.raw('create index reviews_user_newest on reviews (user_id, created_at desc)');
  await db.raw('drop index reviews_user_newest_id');
}
