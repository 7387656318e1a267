import { type Knex } from 'knex';

const ACTIONS = ['promote', 'demote', 'delete-user', 'delete-review', 'flush-cache', 'retry-jobs'];
const TARGETS = ['user', 'review', 'cache', 'queue'];

/** Replaces a check constraint of admin_actions with one that allows `values` (constants: DDL takes no bindings). */
async function allowIn(db: Knex, constraint: string, column: string, values: string[]): Promise<void> {
  const list = values.map((value) => `'${value}'`).join(', ');
  await db.raw(`alter table admin_actions drop constraint ${constraint}`);
  await db.raw(`alter table admin_actions add constraint ${constraint} check (${column} in (${list}))`);
}

/**
 * Admins may hide a list that breaks the rules (issue 22 §4): `hidden_at` and `hidden_by` say when and
 * by whom. A hidden list answers 404 to everyone but its owner (who is told it is hidden) and admins.
 * The action log learns the two actions and their target, a list.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('lists', (table) => {
    table.timestamp('hidden_at', { useTz: true });
    table.uuid('hidden_by').references('id').inTable('users').onDelete('SET NULL');
  });
  await allowIn(db, 'admin_actions_action', 'action', [...ACTIONS, 'hide-list', 'unhide-list']);
  await allowIn(db, 'admin_actions_target', 'target_type', [...TARGETS, 'list']);
}

export async function down(db: Knex): Promise<void> {
  await db('admin_actions').whereIn('action', ['hide-list', 'unhide-list']).delete();
  await allowIn(db, 'admin_actions_target', 'target_type', TARGETS);
  await allowIn(db, 'admin_actions_action', 'action', ACTIONS);
  await db.schema.alterTable('lists', (table) => {
    table.dropColumn('hidden_by');
    table.dropColumn('hidden_at');
  });
}
