import { type Knex } from 'knex';
import { refreshCounters } from './importCounters';

/**
 * Settles an import whose matched rows are applied: it needs the user's review while rows are ambiguous
 * or unmatched, else it is done. The file is dropped either way: its rows hold all it said.
 */
export async function finishImport(db: Knex, importId: string): Promise<'needs_review' | 'done'> {
  const waiting = await db('import_rows')
    .where({ import_id: importId })
    .whereIn('status', ['ambiguous', 'unmatched'])
    .first('id');
  const status = waiting ? 'needs_review' : 'done';
  // Counters first: whoever sees the import settled sees its final counts.
  await refreshCounters(db, importId);
  await db('imports')
    .where({ id: importId })
    .update({
      status,
      file: null,
      finished_at: status === 'done' ? db.fn.now() : null,
      updated_at: db.fn.now(),
    });
  return status;
}
