import { type Knex } from 'knex';
import { ADMIN_COUNTERS_USERS } from './0030_admin';

/** The users counters' trigger function as this migration leaves it; 0035 restores it on down(). */
export const ADMIN_COUNTERS_USERS_PER_DAY = `
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
    if tg_op in ('UPDATE', 'DELETE') then
      update users_per_day set users = users_per_day.users - gone.n
        from (select (created_at at time zone 'UTC')::date as day, count(*) as n from old_rows group by 1) gone
        where users_per_day.day = gone.day;
    end if;
    if tg_op in ('INSERT', 'UPDATE') then
      insert into users_per_day (day, users)
        select (created_at at time zone 'UTC')::date, count(*) from new_rows group by 1
        on conflict (day) do update set users = users_per_day.users + excluded.users;
    end if;
    return null;
  end
  $$`;

/**
 * Sign-ups per UTC day, kept by the users counters' statement trigger, so a deep admin users page starts
 * its walk at the right day instead of counting past every newer account: the day holding row N is found
 * by a running sum over the days (a few hundred rows), and only that day's newer rows are skipped.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('users_per_day', (table) => {
    table.date('day').primary();
    table.bigInteger('users').notNullable();
  });
  await db.raw(`
    insert into users_per_day (day, users)
      select (created_at at time zone 'UTC')::date, count(*) from users group by 1
  `);
  await db.raw(ADMIN_COUNTERS_USERS_PER_DAY);
}

export async function down(db: Knex): Promise<void> {
  await db.raw(ADMIN_COUNTERS_USERS);
  await db.schema.dropTable('users_per_day');
}
