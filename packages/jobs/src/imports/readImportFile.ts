import { FilmFileError, parseFilmFile, type ParsedRow } from '@marquee/film-files';
import { type Knex } from 'knex';
import { refreshCounters } from './importCounters';
import { type ImportRecord } from './importRecord';

/** Rows stored per statement. */
const INSERT_BATCH = 1000;

/**
 * Reads the uploaded file into import_rows. The whole file is parsed before any row is stored, so a file
 * that fails (wrong format, a bad line, over a limit) fails the import with the parser's message and line
 * and leaves nothing behind; a second run of a read cut short stores only the rows still missing.
 * Answers false when the import failed.
 */
export async function readImportFile(db: Knex, record: ImportRecord): Promise<boolean> {
  await db('imports').where({ id: record.id }).update({ status: 'reading', updated_at: db.fn.now() });
  let parsed: { format: ImportRecord['format']; rows: ParsedRow[] };
  try {
    if (!record.file) throw new FilmFileError('The uploaded file is no longer there: upload it again.');
    parsed = await parseFilmFile({ fileName: record.file_name, bytes: record.file });
  } catch (error) {
    if (!(error instanceof FilmFileError)) throw error;
    await db('imports')
      .where({ id: record.id })
      .update({
        status: 'failed',
        error: error.message,
        error_line: error.line ?? null,
        file: null,
        finished_at: db.fn.now(),
        updated_at: db.fn.now(),
      });
    return false;
  }
  for (let start = 0; start < parsed.rows.length; start += INSERT_BATCH) {
    const rows = parsed.rows.slice(start, start + INSERT_BATCH).map((row) => ({
      import_id: record.id,
      file: row.file,
      line: row.line,
      kind: row.kind,
      data: JSON.stringify(row),
    }));
    await db('import_rows').insert(rows).onConflict(['import_id', 'file', 'line', 'kind']).ignore();
  }
  await db('imports').where({ id: record.id }).update({ format: parsed.format, status: 'matching' });
  await refreshCounters(db, record.id);
  return true;
}
