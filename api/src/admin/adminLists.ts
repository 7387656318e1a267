import { type AdminListsResponse, type AdminPageQuery, type List } from '@marquee/contracts';
import { type Knex } from 'knex';
import { HttpError } from '../httpError';
import { findList, listsQuery, toList, type ListRow } from '../lists/lists';
import { recordAdminAction } from './adminActions';
import { pageOf } from './pagination';

type AdminListRow = ListRow & { owner_email: string };

/**
 * The lists others can see (public and unlisted; private ones are nobody's business), the most recently
 * changed first, with their owners: what the dashboard shows beside the reviews, to hide one.
 */
export async function listAdminLists(db: Knex, query: AdminPageQuery): Promise<AdminListsResponse> {
  const [counted] = await db('lists')
    .whereNot({ visibility: 'private' })
    .count<{ count: string }[]>('* as count');
  // The dashboard names an owner by name and email; the handle, which depends on the reader, is not shown.
  const rows: AdminListRow[] = await listsQuery(db, undefined)
    .select('o.email as owner_email')
    .whereNot('l.visibility', 'private')
    .orderBy([
      { column: 'l.updated_at', order: 'desc' },
      { column: 'l.id', order: 'desc' },
    ])
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return {
    lists: rows.map((row) => ({
      ...toList(row),
      owner: { name: row.owner_name, email: row.owner_email },
    })),
    pagination: pageOf(query, Number(counted?.count ?? 0)),
  };
}

/**
 * Hides a list that breaks the rules, or shows it again, and logs it with the list's name and owner.
 * A private list is nobody's business but its owner's: admins get the 404 of a list that does not exist.
 * Hiding a hidden list (or showing a shown one) changes nothing and logs nothing.
 */
export async function setListHidden(
  db: Knex,
  adminId: string,
  listId: string,
  hidden: boolean,
): Promise<List> {
  await db.transaction(async (trx) => {
    const list = await trx('lists as l')
      .leftJoin('users as u', 'u.id', 'l.user_id')
      .where('l.id', listId)
      .forUpdate('l')
      .first<
        { name: string; visibility: string; hidden_at: Date | null; owner_email: string | null } | undefined
      >('l.name', 'l.visibility', 'l.hidden_at', 'u.email as owner_email');
    if (!list || list.visibility === 'private') throw new HttpError(404, 'List not found');
    if ((list.hidden_at !== null) === hidden) return;
    await trx('lists')
      .where({ id: listId })
      .update(
        hidden ? { hidden_at: trx.fn.now(), hidden_by: adminId } : { hidden_at: null, hidden_by: null },
      );
    await recordAdminAction(trx, adminId, hidden ? 'hide-list' : 'unhide-list', {
      type: 'list',
      id: listId,
      label: `${list.name} by ${list.owner_email ?? 'Unknown'}`,
    });
  });
  return toList((await findList(db, listId, { id: adminId, isAdmin: true }))!);
}
