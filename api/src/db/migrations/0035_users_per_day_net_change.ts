import { type Knex } from 'knex';
import { ADMIN_COUNTERS_USERS_PER_DAY } from './0031_users_per_day';

/**
 * The users counters' trigger writes sign-ups per day only for the days whose count changed. Before,
 * every UPDATE of users took its rows off their day and put them back: two writes for a review-count bump
 * or a role change that leave every day as it was.
 */
const ADMIN_COUNTERS_USERS_NET_CHANGE = `
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
    if tg_op = 'INSERT' then
      insert into users_per_day (day, users)
        select (created_at at time zone 'UTC')::date, count(*) from new_rows group by 1
        on conflict (day) do update set users = users_per_day.users + excluded.users;
    elsif tg_op = 'DELETE' then
      update users_per_day set users = users_per_day.users - gone.n
        from (select (created_at at time zone 'UTC')::date as day, count(*) as n from old_rows group by 1) gone
        where users_per_day.day = gone.day;
    else
      insert into users_per_day (day, users)
        select day, sum(n) from (
          select (created_at at time zone 'UTC')::date as day, count(*) as n from new_rows group by 1
          union all
          select (created_at at time zone 'UTC')::date, -count(*) from old_rows group by 1
        ) changes
        group by day having sum(n) <> 0
        on conflict (day) do update set users = users_per_day.users + excluded.users;
    end if;
    return null;
  end
  $$`;

export async function up(db: Knex): Promise<void> {
  await db.raw(ADMIN_COUNTERS_USERS_NET_CHANGE);
}

export async function down(db: Knex): Promise<void> {
  await db.raw(ADMIN_COUNTERS_USERS_PER_DAY);
}
