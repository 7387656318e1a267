import { type NotificationItem, type NotificationsResponse } from '@marquee/contracts';
import { type Knex } from 'knex';

interface NotificationRow {
  id: string;
  kind: NotificationItem['kind'];
  title: string;
  body: string;
  url: string;
  read_at: Date | null;
  created_at: Date;
}

/** The bell's number: the partial index notifications_unread (migration 0072) answers it alone. */
export async function unreadCount(db: Knex, userId: string): Promise<number> {
  const row = await db('notifications')
    .where({ user_id: userId, in_app: true, read_at: null })
    .count<{ count: string }>('* as count')
    .first();
  return Number(row?.count ?? 0);
}

/** A page of the centre, newest first, older than `before` when given. */
export async function listNotifications(
  db: Knex,
  userId: string,
  { before, limit }: { before?: string; limit: number },
): Promise<NotificationsResponse> {
  const query = db('notifications').where({ user_id: userId, in_app: true });
  if (before) query.andWhere('created_at', '<', before);
  const rows = await query
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(limit + 1)
    .select<NotificationRow[]>('id', 'kind', 'title', 'body', 'url', 'read_at', 'created_at');
  const page = rows.slice(0, limit);
  return {
    notifications: page.map((row) => ({
      id: row.id,
      kind: row.kind,
      title: row.title,
      body: row.body,
      url: row.url,
      read: row.read_at !== null,
      createdAt: row.created_at.toISOString(),
    })),
    unread: await unreadCount(db, userId),
    nextBefore: rows.length > limit ? page[page.length - 1]!.created_at.toISOString() : null,
  };
}

/** Marks one of the user's notifications read; false when they have no such notification. */
export async function markRead(db: Knex, userId: string, id: string): Promise<boolean> {
  const found = await db('notifications').where({ id, user_id: userId, in_app: true }).first('read_at');
  if (!found) return false;
  await db('notifications').where({ id, user_id: userId, read_at: null }).update({ read_at: db.fn.now() });
  return true;
}

export async function markAllRead(db: Knex, userId: string): Promise<void> {
  await db('notifications')
    .where({ user_id: userId, in_app: true, read_at: null })
    .update({ read_at: db.fn.now() });
}
