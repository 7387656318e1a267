import { LIST_LIMITS, type List, type ListVisibility } from '@marquee/contracts';
import { type Knex } from 'knex';
import { onlyRow } from '../db/onlyRow';
import { shownTo, type Viewer } from '../profiles/viewer';
import { tooManyLists } from './listRules';

/**
 * A row of lists with what the queries below add: its owner, film count, cover posters and, when asked, a
 * film's presence.
 */
export interface ListRow {
  id: string;
  user_id: string;
  name: string;
  description: string;
  visibility: ListVisibility;
  ranked: boolean;
  hidden_at: Date | null;
  created_at: Date;
  updated_at: Date;
  owner_name: string;
  /** Null unless the reader may see the owner's profile (a link to a 404 is no link). */
  owner_handle: string | null;
  entry_count: number;
  posters: string[];
  contains?: boolean;
}

/** The columns of a list and its owner (`o`) as `viewer` sees them; `containing` adds whether that film is on it. */
function listColumns(db: Knex, viewer: Viewer | undefined, containing?: string): Knex.Raw[] {
  return [
    db.raw(
      `l.id, l.user_id, l.name, l.description, l.visibility, l.ranked, l.hidden_at, l.created_at, l.updated_at,
       o.name as owner_name,
       (select count(*)::int from list_entries e where e.list_id = l.id) as entry_count,
       array(select e.poster from list_entries e where e.list_id = l.id and e.poster is not null
             order by e.position, e.movie_id limit ${LIST_LIMITS.coverPosters}) as posters`,
    ),
    db.raw('case when ? then o.handle end as owner_handle', [shownTo(db, 'o', viewer)]),
    ...(containing === undefined
      ? []
      : [
          db.raw(
            'exists(select 1 from list_entries e where e.list_id = l.id and e.movie_id = ?) as contains',
            [Number(containing)],
          ),
        ]),
  ];
}

export function toList(row: ListRow): List {
  return {
    id: row.id,
    ownerId: row.user_id,
    owner: { name: row.owner_name, handle: row.owner_handle },
    name: row.name,
    description: row.description,
    visibility: row.visibility,
    ranked: row.ranked,
    entryCount: row.entry_count,
    posters: row.posters,
    hiddenAt: row.hidden_at?.toISOString() ?? null,
    ...(row.contains !== undefined && { contains: row.contains }),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/**
 * Lists (`l`) with their columns, owners (`o`) as `viewer` sees them, film counts and cover posters;
 * `containing` adds whether that film is on each.
 */
export function listsQuery(db: Knex, viewer: Viewer | undefined, containing?: string): Knex.QueryBuilder {
  return db('lists as l')
    .join('users as o', 'o.id', 'l.user_id')
    .select(listColumns(db, viewer, containing));
}

/** What deciding who may read or change a list needs, without counting its films. */
export type ListAccessRow = Pick<ListRow, 'id' | 'user_id' | 'visibility' | 'hidden_at'>;

/** A list's owner, visibility and hiding; undefined when there is none. */
export async function findListAccess(db: Knex, listId: string): Promise<ListAccessRow | undefined> {
  return db('lists')
    .where({ id: listId })
    .first<ListAccessRow | undefined>('id', 'user_id', 'visibility', 'hidden_at');
}

/** A list by id as `viewer` sees it, whoever owns it; undefined when there is none. Access is the caller's to check. */
export async function findList(
  db: Knex,
  listId: string,
  viewer: Viewer | undefined,
): Promise<ListRow | undefined> {
  return listsQuery(db, viewer).where('l.id', listId).first<ListRow | undefined>();
}

/** Which of a user's lists a reader sees: all of them (the owner), or the public ones, hidden ones too for admins. */
export type ListsShown = 'all' | 'public' | 'public-and-hidden';

/** A user's lists as `viewer` sees them, the most recently changed first (at most 1,000, so no paging). */
export async function userLists(
  db: Knex,
  userId: string,
  viewer: Viewer | undefined,
  shown: ListsShown,
  containing?: string,
): Promise<List[]> {
  const query = listsQuery(db, viewer, containing).where('l.user_id', userId);
  if (shown !== 'all') query.where('l.visibility', 'public');
  if (shown === 'public') query.whereNull('l.hidden_at');
  const rows: ListRow[] = await query.orderBy([
    { column: 'l.updated_at', order: 'desc' },
    { column: 'l.id', order: 'desc' },
  ]);
  return rows.map(toList);
}

export interface ListFields {
  name: string;
  description: string;
  visibility: ListVisibility;
  ranked: boolean;
}

/**
 * Makes a list, unless the user already keeps the most allowed (409). The user's row is locked while
 * counting, so two requests at once cannot both make the 1,001st.
 */
export async function createList(db: Knex, userId: string, fields: ListFields): Promise<List> {
  const id = await db.transaction(async (trx) => {
    await trx('users').where({ id: userId }).forUpdate().first('id');
    const [counted] = await trx('lists').where({ user_id: userId }).count<{ count: string }[]>('* as count');
    if (Number(counted?.count ?? 0) >= LIST_LIMITS.listsPerUser) throw tooManyLists();
    return onlyRow(
      await trx('lists')
        .insert({ user_id: userId, ...fields })
        .returning<{ id: string }[]>('id'),
    ).id;
  });
  return toList((await findList(db, id, { id: userId, isAdmin: false }))!);
}

/** Changes a list's fields; undefined when it is gone. */
export async function updateList(
  db: Knex,
  listId: string,
  viewer: Viewer,
  changes: Partial<ListFields>,
): Promise<List | undefined> {
  const changed = await db('lists')
    .where({ id: listId })
    .update({ ...changes, updated_at: db.fn.now() });
  if (changed === 0) return undefined;
  const row = await findList(db, listId, viewer);
  return row && toList(row);
}

/** Deletes a list and its entries (by cascade); answers whether there was one. */
export async function deleteList(db: Knex, listId: string): Promise<boolean> {
  return (await db('lists').where({ id: listId }).delete()) > 0;
}

/** Marks a list as changed (an entry added, moved, noted or removed), for "recently updated". */
export async function touchList(db: Knex, listId: string): Promise<void> {
  await db('lists').where({ id: listId }).update({ updated_at: db.fn.now() });
}
