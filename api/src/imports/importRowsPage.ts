import { type ImportRow, type ImportRowsQuery, type ImportRowsResponse } from '@marquee/contracts';
import { type Language } from '@marquee/contracts/languages';
import { type Knex } from 'knex';
import { say } from '../messages/say';

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
  /** Why it was skipped: its English text, with `{{name}}` where each of `reason_values` goes. */
  reason: string | null;
  /** Null for a reason without values, and for rows skipped before 0078 (their values are in `reason`). */
  reason_values: Record<string, string> | null;
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
  'reason_values',
];

/** A stored row as the API answers it, its reason said in `language` (English where no catalogue has it). */
export function toImportRow(row: ImportRowRecord, language: Language): ImportRow {
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
    reason:
      row.reason === null
        ? null
        : say({ text: row.reason, values: row.reason_values ?? undefined }, language),
  };
}

/**
 * One page of an import's rows in one state, in the order they were read, their reasons said in
 * `language`; the cursor is the last row's id.
 */
export async function importRowsPage(
  db: Knex,
  importId: string,
  { status, cursor, limit }: ImportRowsQuery,
  language: Language,
): Promise<ImportRowsResponse> {
  const query = db('import_rows').where({ import_id: importId }).whereIn('status', STATUSES[status]);
  if (cursor !== undefined) query.where('id', '>', cursor);
  const rows = await query
    .orderBy('id')
    .limit(limit + 1)
    .select<ImportRowRecord[]>(ROW_COLUMNS);
  const page = rows.slice(0, limit);
  return {
    rows: page.map((row) => toImportRow(row, language)),
    nextCursor: rows.length > limit ? String(page[page.length - 1]!.id) : null,
  };
}
