import { type ImportRow, type ImportRowsQuery, type ImportRowsResponse } from '@marquee/contracts';
import { type Knex } from 'knex';

/** The row statuses each filter of the rows API shows. */
const STATUSES: Record<ImportRowsQuery['status'], string[]> = {
  needs_review: ['ambiguous', 'unmatched'],
  skipped: ['skipped'],
  applied: ['applied'],
};

export interface ImportRowRecord {
  id: string;
  file: string;
  line: number;
  kind: ImportRow['kind'];
  data: { title: string; year: number | null };
  status: ImportRow['status'];
  movie_id: number | null;
  candidates: ImportRow['candidates'] | null;
  reason: string | null;
}

export const ROW_COLUMNS = [
  'id',
  'file',
  'line',
  'kind',
  'data',
  'status',
  'movie_id',
  'candidates',
  'reason',
];

export function toImportRow(row: ImportRowRecord): ImportRow {
  return {
    id: String(row.id),
    file: row.file,
    line: row.line,
    kind: row.kind,
    title: row.data.title,
    year: row.data.year,
    status: row.status,
    movieId: row.movie_id,
    candidates: row.candidates ?? [],
    reason: row.reason,
  };
}

/** One page of an import's rows in one state, in the order they were read; the cursor is the last row's id. */
export async function importRowsPage(
  db: Knex,
  importId: string,
  { status, cursor, limit }: ImportRowsQuery,
): Promise<ImportRowsResponse> {
  const query = db('import_rows').where({ import_id: importId }).whereIn('status', STATUSES[status]);
  if (cursor !== undefined) query.where('id', '>', cursor);
  const rows = await query
    .orderBy('id')
    .limit(limit + 1)
    .select<ImportRowRecord[]>(ROW_COLUMNS);
  const page = rows.slice(0, limit);
  return {
    rows: page.map(toImportRow),
    nextCursor: rows.length > limit ? String(page[page.length - 1]!.id) : null,
  };
}
