import { FORMAT_SERVICE, type FilmFileFormat, type ParsedRow } from '@marquee/film-files';
import { type Knex } from 'knex';
import { type FilmDetails } from '../films/filmLookup';
import { type RowToApply } from './applying/appliedRow';
import { applyRows } from './applying/applyRows';
import { importKey } from './importKey';
import { storedReason } from './skipReason';

interface MatchedRow {
  id: string;
  data: ParsedRow;
  film: FilmDetails;
}

/**
 * Applies rows of an import to its owner's account and marks them applied (or skipped, with why) in the
 * same transaction: all of them or none, and rows applied once are never applied again. `rowIds` limits
 * it to those rows (a row resolved on the review screen); without it every matched row is applied.
 */
export async function applyMatchedRows(
  db: Knex,
  { importId, userId, format }: { importId: string; userId: string; format: FilmFileFormat },
  rowIds?: string[],
): Promise<void> {
  const service = FORMAT_SERVICE[format];
  await db.transaction(async (trx) => {
    const query = trx('import_rows').where({ import_id: importId, status: 'matched' });
    if (rowIds) query.whereIn('id', rowIds);
    // Locked, so that a second run of the job (a stalled job taken over) waits and then finds them applied.
    const matched = await query.orderBy('id').forUpdate().select<MatchedRow[]>('id', 'data', 'film');
    if (matched.length === 0) return;
    const rows: RowToApply[] = matched.map(({ id, data, film }) => ({
      id,
      row: data,
      film,
      key: importKey(service, data),
    }));
    const today = new Date().toISOString().slice(0, 10);
    const skips = await applyRows({ trx, userId, service, today }, rows);
    const records = rows.map(({ id }) => ({ id, ...storedReason(skips.get(id)) }));
    await trx.raw(
      `update import_rows set status = case when r.reason is null then 'applied' else 'skipped' end,
         reason = r.reason, reason_values = r.reason_values
       from jsonb_to_recordset(cast(:records as jsonb)) as r(id bigint, reason text, reason_values jsonb)
       where import_rows.id = r.id`,
      { records: JSON.stringify(records) },
    );
  });
}
