import { type Knex } from 'knex';
import { createKnex } from '../../src/db/knex';
import { migrateToLatest, rollBackAll } from '../../src/db/migrator';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase';

let database: TestDatabase;
let db: Knex;

beforeAll(async () => {
  database = await createTestDatabase();
  db = createKnex(database.url);
});

afterAll(async () => {
  await db.destroy();
  await database.drop();
});

/** Every table, view, function and type the migrations own (knex's own bookkeeping aside). */
async function schemaObjects(): Promise<string[]> {
  const { rows } = await db.raw<{ rows: { name: string }[] }>(`
    select 'table ' || tablename as name from pg_tables
      where schemaname = 'public' and tablename not like 'knex_migrations%'
    union all select 'function ' || proname from pg_proc where pronamespace = 'public'::regnamespace
    union all select 'type ' || typname from pg_type
      where typnamespace = 'public'::regnamespace and typtype in ('e', 'd')
    order by 1`);
  return rows.map((row) => row.name);
}

test('migrates to the latest schema, rolls every migration back, and migrates again', async () => {
  const applied = await migrateToLatest(db);
  expect(applied.length).toBeGreaterThan(0);
  const latest = await schemaObjects();
  expect(latest).toContain('table users');

  const undone = await rollBackAll(db);
  expect(undone).toEqual([...applied].reverse());
  expect(await schemaObjects()).toEqual([]);

  expect(await migrateToLatest(db)).toEqual(applied);
  expect(await schemaObjects()).toEqual(latest);
});

test('a users UPDATE that keeps every sign-up day writes nothing to sign-ups per day', async () => {
  await migrateToLatest(db);
  await db.raw(`
    insert into users (name, email, password_hash, created_at)
      values ('Per Day', 'per-day@example.com', 'x', now() - interval '3 days')`);
  const writes = (trx: Knex.Transaction) =>
    trx
      .raw<{ rows: { n: string }[] }>(
        `select coalesce(sum(n_tup_ins + n_tup_upd + n_tup_del), 0) as n
           from pg_stat_xact_user_tables where relname = 'users_per_day'`,
      )
      .then((result) => Number(result.rows[0]?.n));

  await db.transaction(async (trx) => {
    const before = await writes(trx);
    await trx('users').where({ email: 'per-day@example.com' }).update({ name: 'Renamed' });
    expect(await writes(trx)).toBe(before);
    // Moving an account to another day is a real change: one day loses it, the other gains it.
    await trx('users')
      .where({ email: 'per-day@example.com' })
      .update({ created_at: trx.raw("now() - interval '10 days'") });
    expect(await writes(trx)).toBeGreaterThan(before);
  });
  const days = await db('users_per_day').where('users', '>', 0).select('day', 'users');
  expect(days.map((day) => Number(day.users))).toEqual([1]);
});
