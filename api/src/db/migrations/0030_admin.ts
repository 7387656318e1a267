import { type Knex } from 'knex';

/** The transition tables a statement-level trigger on `operation` hands its function. */
const TRANSITION_TABLES = {
  insert: 'new table as new_rows',
  update: 'old table as old_rows new table as new_rows',
  delete: 'old table as old_rows',
} as const;
type Operation = keyof typeof TRANSITION_TABLES;

/** Runs `fn` once per statement that changes `table` (trigger `${fn}_${operation}`). */
async function createStatementTriggers(db: Knex, table: string, fn: string, operations: Operation[]) {
  for (const operation of operations)
    await db.raw(`create trigger ${fn}_${operation} after ${operation} on ${table}
      referencing ${TRANSITION_TABLES[operation]} for each statement execute function ${fn}()`);
}

async function dropStatementTriggers(db: Knex, table: string, fn: string, operations: Operation[]) {
  for (const operation of operations) await db.raw(`drop trigger ${fn}_${operation} on ${table}`);
  await db.raw(`drop function ${fn}()`);
}

const USER_OPERATIONS: Operation[] = ['insert', 'update', 'delete'];
const REVIEW_OPERATIONS: Operation[] = ['insert', 'delete'];

/** The users counters' trigger function as this migration creates it; 0031 restores it on down(). */
export const ADMIN_COUNTERS_USERS = `
  create or replace function admin_counters_users() returns trigger language plpgsql as $$
  declare
    users_delta bigint := 0;
    admins_delta bigint := 0;
  begin
    if tg_op in ('INSERT', 'UPDATE') then
      select users_delta + count(*), admins_delta + count(*) filter (where role = 'admin')
        into users_delta, admins_delta from new_rows;
    end if;
    if tg_op in ('UPDATE', 'DELETE') then
      select users_delta - count(*), admins_delta - count(*) filter (where role = 'admin')
        into users_delta, admins_delta from old_rows;
    end if;
    if users_delta <> 0 then
      update admin_counters set value = value + users_delta where name = 'users';
    end if;
    if admins_delta <> 0 then
      update admin_counters set value = value + admins_delta where name = 'admins';
    end if;
    return null;
  end
  $$`;

/**
 * What the admin dashboard reads, shaped so that no call counts millions of rows:
 * - `admin_counters`: the totals of users, admins and reviews, kept by statement-level triggers (one
 *   update per statement however many rows it touched, so bulk loads and cascades stay cheap; the row
 *   lock makes them exact under concurrency, and the last-admin check locks the admins row).
 * - `users.review_count`, kept by a trigger on reviews, with an index for the top reviewers.
 * - indexes for the newest-first pages of users, reviews and the action log.
 * - `admin_actions`: who did what to whom, with snapshots of the email and label that survive deletions.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('admin_counters', (table) => {
    table.text('name').primary();
    table.bigInteger('value').notNullable();
  });
  await db.raw(`
    insert into admin_counters (name, value) values
      ('users', (select count(*) from users)),
      ('admins', (select count(*) from users where role = 'admin')),
      ('reviews', (select count(*) from reviews))
  `);

  await db.raw(ADMIN_COUNTERS_USERS);
  await createStatementTriggers(db, 'users', 'admin_counters_users', USER_OPERATIONS);

  await db.schema.alterTable('users', (table) => {
    table.integer('review_count').notNullable().defaultTo(0);
  });
  await db.raw(`
    update users set review_count = counted.n
      from (select user_id, count(*) as n from reviews group by user_id) counted
      where users.id = counted.user_id
  `);
  // Top reviewers: the first entries of this index. Users pages: newest first, id breaking ties.
  await db.raw('create index users_top_reviewers on users (review_count desc, id) where review_count > 0');
  await db.raw('create index users_newest on users (created_at desc, id desc)');

  await db.raw(`
    create function admin_counters_reviews() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        update admin_counters set value = value + (select count(*) from new_rows) where name = 'reviews';
        update users set review_count = review_count + counted.n
          from (select user_id, count(*) as n from new_rows group by user_id) counted
          where users.id = counted.user_id;
      else
        update admin_counters set value = value - (select count(*) from old_rows) where name = 'reviews';
        -- When the author's deletion cascaded here, their row is already gone and nothing is updated.
        update users set review_count = review_count - counted.n
          from (select user_id, count(*) as n from old_rows group by user_id) counted
          where users.id = counted.user_id;
      end if;
      return null;
    end
    $$
  `);
  await createStatementTriggers(db, 'reviews', 'admin_counters_reviews', REVIEW_OPERATIONS);
  await db.raw('create index reviews_newest on reviews (created_at desc, id desc)');

  await db.schema.createTable('admin_actions', (table) => {
    table.bigIncrements('id');
    // The admin may be deleted later; the email snapshot still says who it was.
    table.uuid('admin_id').references('id').inTable('users').onDelete('SET NULL');
    table.text('admin_email').notNullable();
    table
      .text('action')
      .notNullable()
      .checkIn(
        ['promote', 'demote', 'delete-user', 'delete-review', 'flush-cache', 'retry-jobs'],
        'admin_actions_action',
      );
    table
      .text('target_type')
      .notNullable()
      .checkIn(['user', 'review', 'cache', 'queue'], 'admin_actions_target');
    table.text('target_id').notNullable();
    table.text('target_label').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
  });
  await db.raw('create index admin_actions_newest on admin_actions (created_at desc, id desc)');
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('admin_actions');
  await db.raw('drop index reviews_newest');
  await dropStatementTriggers(db, 'reviews', 'admin_counters_reviews', REVIEW_OPERATIONS);
  await dropStatementTriggers(db, 'users', 'admin_counters_users', USER_OPERATIONS);
  await db.schema.alterTable('users', (table) => table.dropColumn('review_count'));
  await db.raw('drop index if exists users_newest');
  await db.schema.dropTable('admin_counters');
}
