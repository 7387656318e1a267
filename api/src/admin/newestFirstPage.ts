import { type AdminPageQuery } from '@marquee/contracts';
import { type Knex } from 'knex';

export const NEWEST_FIRST = [
  { column: 'created_at', order: 'desc' },
  { column: 'id', order: 'desc' },
] as const;
const OLDEST_FIRST = [
  { column: 'created_at', order: 'asc' },
  { column: 'id', order: 'asc' },
] as const;

/**
 * The ids of one page of `table` newest first (a subquery for whereIn), for tables with a
 * (created_at desc, id desc) index. Two things keep deep pages cheap at millions of rows: the offset is
 * walked in the index alone (an index-only scan of two columns, not the rows), and pages past the middle
 * are counted from the oldest end, so no page walks more than half the index. `total` is the row count
 * (a trigger-kept counter), needed to count from the end.
 */
export function newestFirstPageIds(
  db: Knex,
  table: string,
  total: number,
  { page, limit }: AdminPageQuery,
): Knex.QueryBuilder {
  const offset = (page - 1) * limit;
  const ids = db(table).select('id');
  if (offset <= total / 2)
    return ids
      .orderBy([...NEWEST_FIRST])
      .limit(limit)
      .offset(offset);
  // Rows offset .. offset+limit-1 from the newest are rows total-offset-limit .. total-offset-1 from the
  // oldest (fewer on the last page).
  const fromOldest = total - offset;
  return ids
    .orderBy([...OLDEST_FIRST])
    .limit(Math.max(0, Math.min(limit, fromOldest)))
    .offset(Math.max(0, fromOldest - limit));
}
