import { type Knex } from 'knex';
import { HttpError } from '../httpError';

/** The totals migration 0030_admin keeps up to date with triggers. */
export type CounterName = 'users' | 'admins' | 'reviews';

export async function readCounters(db: Knex): Promise<Record<CounterName, number>> {
  const rows = await db('admin_counters').select<{ name: CounterName; value: string }[]>('name', 'value');
  const counters = { users: 0, admins: 0, reviews: 0 };
  for (const { name, value } of rows) counters[name] = Number(value);
  return counters;
}

/**
 * Starts an admin's change to accounts (a role, a deletion): locks the admins counter row until the
 * transaction ends, so such changes run one at a time, then checks that the acting admin still is one.
 * That keeps the last admin: an admin never demotes or deletes themselves, so a change that passes this
 * check leaves at least the actor, even when two admins act on each other at once (the second waits here
 * and finds it has lost its role). Taken before any user row, the lock also orders every change's locks
 * the same way, so two such changes cannot deadlock.
 */
export async function beginAccountChange(trx: Knex.Transaction, adminId: string): Promise<void> {
  await trx('admin_counters').where({ name: 'admins' }).forUpdate().first('value');
  const actor = await trx('users').where({ id: adminId }).first<{ role: string } | undefined>('role');
  if (actor?.role !== 'admin') throw new HttpError(403, 'Admin access required');
}
