import { type Knex } from 'knex';

/** The action log's actions and targets as 0060 (lists moderation) left them. */
const ACTIONS = [
  'promote',
  'demote',
  'delete-user',
  'delete-review',
  'flush-cache',
  'retry-jobs',
  'hide-list',
  'unhide-list',
];

/** Replaces the action log's check of actions with one that allows `values` (constants: DDL takes no bindings). */
async function allowActions(db: Knex, values: string[]): Promise<void> {
  const list = values.map((value) => `'${value}'`).join(', ');
  await db.raw('alter table admin_actions drop constraint admin_actions_action');
  await db.raw(`alter table admin_actions add constraint admin_actions_action check (action in (${list}))`);
}

/**
 * Public profiles, following and blocking (issue 22 §2-4).
 * - users.handle: the profile's address, citext so "Ada" and "ada" are one handle (kept as written);
 *   the format is checked here too, the reserved words by the API (contracts/handles.ts).
 * - users.profile_visibility: public by default, as on Letterboxd; the diary stays private unless its
 *   owner opens it (users.diary_visibility, 0050), so a new profile shows lists and reviews only.
 * - users.favourite_films: up to four films with the title, poster and year copied when picked, so a
 *   profile needs no call to the movie data.
 * - users.profile_hidden_at/by: an admin hid the profile; only its owner and admins read it then.
 * - follows and blocks: one row per pair; the second index of each answers "who follows / blocked me".
 *   Follows are read newest first for the followers and following pages.
 * - the feed's indexes: diary entries logged on Marquee (an imported history is not news) and public
 *   lists, each newest first with its author, so a page of the feed walks them from the newest and keeps
 *   the followees' rows without reading the table (api/src/profiles/feed.ts).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('users', (table) => {
    table.specificType('handle', 'citext').unique();
    table
      .text('profile_visibility')
      .notNullable()
      .defaultTo('public')
      .checkIn(['public', 'private'], 'users_profile_visibility');
    table.jsonb('favourite_films').notNullable().defaultTo('[]');
    table.timestamp('profile_hidden_at', { useTz: true });
    table.uuid('profile_hidden_by').references('id').inTable('users').onDelete('SET NULL');
    table.check("handle ~ '^[A-Za-z0-9_-]{3,30}$'", [], 'users_handle_format');
    table.check(
      "jsonb_typeof(favourite_films) = 'array' and jsonb_array_length(favourite_films) <= 4",
      [],
      'users_favourite_films_at_most_four',
    );
  });

  await db.schema.createTable('follows', (table) => {
    table.uuid('follower_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.uuid('followee_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    table.primary(['follower_id', 'followee_id']);
    table.check('follower_id <> followee_id', [], 'follows_not_self');
  });
  await db.raw('create index follows_following on follows (follower_id, created_at desc, followee_id desc)');
  await db.raw('create index follows_followers on follows (followee_id, created_at desc, follower_id desc)');

  await db.schema.createTable('blocks', (table) => {
    table.uuid('blocker_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.uuid('blocked_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    table.primary(['blocker_id', 'blocked_id']);
    table.check('blocker_id <> blocked_id', [], 'blocks_not_self');
  });
  await db.raw('create index blocks_blocked on blocks (blocked_id)');

  // The feed: everyone's newest Marquee logs and public list changes, with the author to keep the
  // followees' (reviews have theirs since 0030: reviews_newest).
  await db.raw(
    "create index diary_entries_logged on diary_entries (created_at desc, id desc) include (user_id) where source = 'marquee'",
  );
  await db.raw(
    "create index lists_public_updated on lists (updated_at desc, id desc) include (user_id) where visibility = 'public'",
  );

  await allowActions(db, [...ACTIONS, 'hide-profile', 'unhide-profile']);
}

export async function down(db: Knex): Promise<void> {
  await db('admin_actions').whereIn('action', ['hide-profile', 'unhide-profile']).delete();
  await allowActions(db, ACTIONS);
  await db.raw('drop index lists_public_updated');
  await db.raw('drop index diary_entries_logged');
  await db.schema.dropTable('blocks');
  await db.schema.dropTable('follows');
  await db.schema.alterTable('users', (table) => {
    table.dropChecks(['users_handle_format', 'users_favourite_films_at_most_four']);
    table.dropColumn('profile_hidden_by');
    table.dropColumn('profile_hidden_at');
    table.dropColumn('favourite_films');
    table.dropColumn('profile_visibility');
    table.dropColumn('handle');
  });
}
