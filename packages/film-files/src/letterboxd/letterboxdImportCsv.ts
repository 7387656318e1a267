import { csvDocument } from '../writeCsv';

/** A film as Letterboxd's importer takes it: a diary entry when it has a watched date, else a watched film. */
export interface LetterboxdImportRow {
  letterboxdUri?: string | null;
  tmdbId: number | null;
  imdbId?: string | null;
  title: string;
  year: number | string | null;
  directors?: string[];
  watchedOn?: string | null;
  rating10?: number | null;
  tags?: string[];
  review?: string | null;
}

/** The columns of Letterboxd's import format (letterboxd.com/about/importing-data). */
export const LETTERBOXD_IMPORT_COLUMNS = [
  'LetterboxdURI',
  'tmdbID',
  'imdbID',
  'Title',
  'Year',
  'Directors',
  'WatchedDate',
  'Rating',
  'Rating10',
  'Tags',
  'Review',
] as const;

/** Letterboxd's importer takes at most this many rows per file. */
export const LETTERBOXD_IMPORT_MAX_ROWS = 1_900;

/**
 * Letterboxd import CSVs for the rows, split into files of at most 1,900 rows: `<baseName>.csv` when one
 * file is enough, else `<baseName>-1.csv`, `<baseName>-2.csv`… None when there are no rows.
 */
export function letterboxdImportCsv(
  rows: readonly LetterboxdImportRow[],
  baseName = 'letterboxd-import',
): { name: string; csv: string }[] {
  const parts: LetterboxdImportRow[][] = [];
  for (let start = 0; start < rows.length; start += LETTERBOXD_IMPORT_MAX_ROWS) {
    parts.push(rows.slice(start, start + LETTERBOXD_IMPORT_MAX_ROWS));
  }
  return parts.map((part, i) => ({
    name: parts.length === 1 ? `${baseName}.csv` : `${baseName}-${i + 1}.csv`,
    csv: csvDocument(LETTERBOXD_IMPORT_COLUMNS, part.map(cellsOf)),
  }));
}

function cellsOf(row: LetterboxdImportRow): (string | number | null | undefined)[] {
  const rating10 = row.rating10 ?? null;
  return [
    row.letterboxdUri,
    row.tmdbId,
    row.imdbId,
    row.title,
    row.year,
    (row.directors ?? []).join(', '),
    row.watchedOn,
    rating10 === null ? null : rating10 / 2,
    rating10,
    (row.tags ?? []).join(', '),
    row.review,
  ];
}
