import { LIST_LIMITS, type ListEntriesPage, type ListSort } from '@marquee/contracts';
import { type Knex } from 'knex';
import { HttpError } from '../httpError';
import { said } from '../messages/message';
import {
  CURSOR_TIME,
  decodeCursor,
  isCount,
  isText,
  micros,
  nextCursor,
  notACursor,
} from '../pagination/cursor';
import { ENTRY_COLUMNS, toListEntry, type ListEntryRow } from './listEntryRows';

type Order = 'asc' | 'desc';

/** How a page is ordered by one sort: always by this key, then by film id, in the same direction. */
interface SortKey {
  /** The key as SQL over the entry `e`; the year's depends on the order, so unknown years come last. */
  expression: (order: Order) => string;
  /** The key as text for the cursor. */
  text: (order: Order) => string;
  /** Reads a cursor's key back in SQL. */
  parameter: string;
  isKey: (key: string) => boolean;
  defaultOrder: Order;
}

const isNumber = (key: string) => key.trim() !== '' && Number.isFinite(Number(key));
const isShortText = (key: string) => key.length <= 1000;
const same = (sql: string) => () => sql;

const SORTS: Record<ListSort, SortKey> = {
  rank: {
    expression: same('e.position'),
    text: same('e.position::text'),
    parameter: '?::float8',
    isKey: isNumber,
    defaultOrder: 'asc',
  },
  added: {
    expression: same('e.added_at'),
    // Whole microseconds, Postgres' precision: a JavaScript Date would round to milliseconds.
    text: same(micros('e.added_at')),
    parameter: CURSOR_TIME,
    isKey: (key) => /^-?\d{1,17}$/.test(key),
    defaultOrder: 'desc',
  },
  rating: {
    expression: same('e.vote_average'),
    text: same('e.vote_average::text'),
    parameter: '?::float8',
    isKey: isNumber,
    defaultOrder: 'desc',
  },
  year: {
    expression: (order) => `coalesce(nullif(e.year, ''), '${order === 'asc' ? '9999' : '0000'}')`,
    text: (order) => `coalesce(nullif(e.year, ''), '${order === 'asc' ? '9999' : '0000'}')`,
    parameter: '?::text',
    isKey: isShortText,
    defaultOrder: 'desc',
  },
  title: {
    expression: same('lower(e.title)'),
    text: same('lower(e.title)'),
    parameter: '?::text',
    isKey: isShortText,
    defaultOrder: 'asc',
  },
};

export interface ListPageQuery {
  sort?: ListSort;
  order?: Order;
  cursor?: string;
  limit?: number;
}

/**
 * Where a page of a list ends (with the sort and order it belongs to): the last entry's sort key as text
 * (a position or rating as Postgres writes a double, which reads back exactly; added_at in microseconds;
 * a year or title) and film, and its rank, so the next page numbers on without counting.
 */
interface After {
  key: string;
  movieId: number;
  rank: number;
}

/** What answers a list's cursors, as a 400 names it. */
const THIS_LIST = said('this list');

/** The cursor of a page of this sort and order, its key of a form Postgres casts without fail. */
function decodeAfter(text: string, sort: ListSort, order: Order, isKey: (key: string) => boolean): After {
  const [cursorSort, cursorOrder, key, movieId, rank] = decodeCursor(
    text,
    [isText, isText, isText, isCount, isCount],
    THIS_LIST,
  );
  if (cursorSort !== sort || cursorOrder !== order) {
    throw new HttpError(400, 'querystring/cursor belongs to a page of another sort or order');
  }
  if (!isKey(key)) throw notACursor(THIS_LIST);
  return { key, movieId, rank };
}

type PageRow = ListEntryRow & { sort_key: string; rank?: string };

/**
 * One page of a list's films in the order asked, by keyset (the last entry's key and film id), so a
 * page costs the same at the end of a 5,000-film list as at its start and entries added meanwhile
 * neither repeat nor go missing. Every order has its index (list_id, key, movie_id; migration 0067),
 * so a page reads its rows in order from the cursor on.
 *
 * By rank, ranks are counted on from the cursor's (from the total, descending). In the other orders an
 * entry's rank is its place in the list's own order: the list is numbered from its (list_id, position,
 * movie_id) index alone, without reading its rows, and the page's entries take their numbers.
 */
export async function listEntriesPage(
  db: Knex,
  listId: string,
  query: ListPageQuery,
): Promise<ListEntriesPage> {
  const sort = query.sort ?? 'rank';
  const key = SORTS[sort];
  const order = query.order ?? key.defaultOrder;
  const limit = query.limit ?? LIST_LIMITS.pageDefault;
  const after = query.cursor === undefined ? undefined : decodeAfter(query.cursor, sort, order, key.isKey);
  const direction = order === 'asc' ? 'asc' : 'desc';
  const expression = key.expression(order);
  const orderBy = `order by ${expression} ${direction}, e.movie_id ${direction}`;
  const keyset = after
    ? `and (${expression}, e.movie_id) ${order === 'asc' ? '>' : '<'} (${key.parameter}, ?)`
    : '';
  const pageSql = `select ${ENTRY_COLUMNS}, ${key.text(order)} as sort_key from list_entries e
    where e.list_id = ? ${keyset} ${orderBy} limit ?`;
  const sql =
    sort === 'rank'
      ? pageSql
      : `select e.*, ranked.rank from (${pageSql}) e
         join (select movie_id, row_number() over (order by position, movie_id) as rank
               from list_entries where list_id = ?) ranked using (movie_id)
         ${orderBy}`;
  const bindings = [
    listId,
    ...(after ? [after.key, after.movieId] : []),
    limit + 1,
    ...(sort === 'rank' ? [] : [listId]),
  ];
  const [{ rows }, counted] = await Promise.all([
    db.raw<{ rows: PageRow[] }>(sql, bindings),
    db('list_entries').where({ list_id: listId }).count<{ count: string }[]>('* as count'),
  ]);
  const total = Number(counted[0]?.count ?? 0);
  const rankOf = (row: PageRow, index: number) => {
    if (row.rank !== undefined) return Number(row.rank);
    return order === 'asc' ? (after?.rank ?? 0) + index + 1 : (after?.rank ?? total + 1) - index - 1;
  };
  const entries = rows.slice(0, limit).map((row, index) => toListEntry(row, rankOf(row, index)));
  return {
    entries,
    nextCursor: nextCursor(rows, limit, (last) => [
      sort,
      order,
      last.sort_key,
      last.movie_id,
      entries.at(-1)!.rank,
    ]),
    total,
  };
}
