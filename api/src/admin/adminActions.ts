import {
  type AdminAction,
  type AdminActionKind,
  type AdminActionTargetType,
  type AdminActionsResponse,
  type AdminPageQuery,
} from '@marquee/contracts';
import { type Knex } from 'knex';
import { NEWEST_FIRST } from './newestFirstPage';
import { pageOf } from './pagination';

export interface ActionTarget {
  type: AdminActionTargetType;
  id: string;
  label: string;
}

/**
 * Writes an entry of the action log. The admin's email is copied from their row in the same statement,
 * so the log still says who it was after the account is gone. Called inside the action's transaction,
 * so an action and its entry are kept or lost together.
 */
export async function recordAdminAction(
  db: Knex,
  adminId: string,
  action: AdminActionKind,
  target: ActionTarget,
): Promise<void> {
  await db.raw(
    `insert into admin_actions (admin_id, admin_email, action, target_type, target_id, target_label)
     select id, email, ?, ?, ?, ? from users where id = ?`,
    [action, target.type, target.id, target.label, adminId],
  );
}

interface ActionRow {
  id: string;
  admin_id: string | null;
  admin_email: string;
  action: AdminActionKind;
  target_type: AdminActionTargetType;
  target_id: string;
  target_label: string;
  created_at: Date;
}

function toAdminAction(row: ActionRow): AdminAction {
  return {
    id: String(row.id),
    action: row.action,
    admin: { id: row.admin_id, email: row.admin_email },
    target: { type: row.target_type, id: row.target_id, label: row.target_label },
    createdAt: row.created_at.toISOString(),
  };
}

/** The log, newest first. It grows by admin clicks only, so counting it is cheap. */
export async function listAdminActions(db: Knex, query: AdminPageQuery): Promise<AdminActionsResponse> {
  const [counted] = await db('admin_actions').count<{ count: string }[]>('* as count');
  const pagination = pageOf(query, Number(counted?.count ?? 0));
  const rows = await db<ActionRow>('admin_actions')
    .orderBy([...NEWEST_FIRST])
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return { actions: rows.map(toAdminAction), pagination };
}
