import { type Knex } from 'knex';

/**
 * The import's progress counters recounted from its rows (one indexed query), so they are right
 * whichever step ran last and however often: the import page polls them.
 */
export async function refreshCounters(db: Knex, importId: string): Promise<void> {
  await db.raw(
    `update imports set rows_read = c.total, matched = c.matched, needs_review = c.needs_review,
       skipped = c.skipped, applied = c.applied, updated_at = now()
     from (select count(*)::int as total,
             count(*) filter (where status in ('matched', 'applied'))::int as matched,
             count(*) filter (where status in ('ambiguous', 'unmatched'))::int as needs_review,
             count(*) filter (where status = 'skipped')::int as skipped,
             count(*) filter (where status = 'applied')::int as applied
           from import_rows where import_id = :importId) c
     where imports.id = :importId`,
    { importId },
  );
}
