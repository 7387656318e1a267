import { type ImportSummary } from '@marquee/contracts';
import { type Knex } from 'knex';

/** The columns an ImportSummary is made of (never the file itself). */
export const SUMMARY_COLUMNS = [
  'id',
  'file_name',
  'format',
  'status',
  'rows_read',
  'matched',
  'needs_review',
  'skipped',
  'applied',
  'error',
  'error_line',
  'created_at',
  'finished_at',
] as const;

export interface ImportSummaryRow {
  id: string;
  file_name: string;
  format: ImportSummary['format'];
  status: ImportSummary['status'];
  rows_read: number;
  matched: number;
  needs_review: number;
  skipped: number;
  applied: number;
  error: string | null;
  error_line: number | null;
  created_at: Date;
  finished_at: Date | null;
}

export function toImportSummary(row: ImportSummaryRow): ImportSummary {
  return {
    id: row.id,
    fileName: row.file_name,
    format: row.format,
    status: row.status,
    rowsRead: row.rows_read,
    matched: row.matched,
    needsReview: row.needs_review,
    skipped: row.skipped,
    applied: row.applied,
    error: row.error,
    errorLine: row.error_line,
    createdAt: row.created_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
  };
}

/** One of the user's imports, or undefined (someone else's is as unknown as one that does not exist). */
export async function findImport(
  db: Knex,
  userId: string,
  importId: string,
): Promise<ImportSummary | undefined> {
  const row = await db('imports')
    .where({ id: importId, user_id: userId })
    .first<ImportSummaryRow | undefined>(SUMMARY_COLUMNS);
  return row && toImportSummary(row);
}

/** The user's imports, newest first. */
export async function listImports(db: Knex, userId: string): Promise<ImportSummary[]> {
  const rows = await db('imports')
    .where({ user_id: userId })
    .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id' }])
    .select<ImportSummaryRow[]>(SUMMARY_COLUMNS);
  return rows.map(toImportSummary);
}
