import { FilmFileError } from './FilmFileError';
import { type FilmFileFormat } from './formats';
import { parseImdbCsv } from './imdb/parseImdbCsv';
import { parseLetterboxdList, parseLetterboxdTable } from './letterboxd/parseLetterboxdCsv';
import { parseLetterboxdImportCsv } from './letterboxd/parseLetterboxdImportCsv';
import { withDefaults, type FilmFileLimits } from './limits';
import { type MarqueeExport } from './marquee/marqueeExportSchema';
import { marqueeExportRows, readMarqueeExport } from './marquee/parseMarqueeExport';
import { openFilmFile, type FilmFileInput, type IdentifiedFile } from './openFilmFile';
import { type ParsedRow } from './parsedRow';
import { parseTmdbCsv } from './tmdb/parseTmdbCsv';
import { parseTraktEntries } from './trakt/parseTraktJson';

export interface DetectedFilmFile {
  format: FilmFileFormat;
  /** The files whose rows are imported: the upload's name, or the entries of its ZIP. */
  files: string[];
  warnings: string[];
}

export interface ParsedFilmFile extends DetectedFilmFile {
  rows: ParsedRow[];
  /** Marquee's own export, validated, for what rows do not carry (profile, list settings); null otherwise. */
  marqueeExport: MarqueeExport | null;
}

/**
 * The upload's format, from its content (never from a choice the user makes), without reading its rows.
 * Throws FilmFileError for a file we cannot read.
 */
export function detectFilmFile(input: FilmFileInput, limits: Partial<FilmFileLimits> = {}): DetectedFilmFile {
  const opened = openFilmFile(input, withDefaults(limits));
  return { format: opened.format, files: opened.files.map((file) => file.name), warnings: opened.warnings };
}

/**
 * Every row of the upload, whatever the service. Throws FilmFileError naming the file and the line of the
 * first problem: a file is imported whole or not at all.
 */
export async function parseFilmFile(
  input: FilmFileInput,
  limits: Partial<FilmFileLimits> = {},
): Promise<ParsedFilmFile> {
  const allLimits = withDefaults(limits);
  const opened = openFilmFile(input, allLimits);
  const rows: ParsedRow[] = [];
  let marqueeExport: MarqueeExport | null = null;
  for (const file of opened.files) {
    if (file.identity.type === 'marquee') {
      marqueeExport = readMarqueeExport(file.identity.document, file.name);
    }
    for await (const row of rowsOf(file, marqueeExport)) {
      if (rows.length === allLimits.maxRows) {
        throw new FilmFileError(
          `the file has more than ${allLimits.maxRows.toLocaleString('en')} rows, more than one import takes; split it into smaller files`,
          { file: row.file, line: row.line, unit: row.file.endsWith('.json') ? 'entry' : 'line' },
        );
      }
      rows.push({ ...row, index: rows.length + 1 });
    }
  }
  return {
    format: opened.format,
    files: opened.files.map((file) => file.name),
    warnings: opened.warnings,
    rows,
    marqueeExport,
  };
}

function rowsOf(
  file: IdentifiedFile,
  marqueeExport: MarqueeExport | null,
): AsyncIterable<ParsedRow> | Iterable<ParsedRow> {
  const { identity, name, text } = file;
  switch (identity.type) {
    case 'letterboxd-table':
      return parseLetterboxdTable(text, name, identity.kind);
    case 'letterboxd-list':
      return parseLetterboxdList(text, name);
    case 'letterboxd-import':
      return parseLetterboxdImportCsv(text, name);
    case 'imdb-ratings':
      return parseImdbCsv(text, name, 'ratings');
    case 'imdb-watchlist':
      return parseImdbCsv(text, name, 'watchlist');
    case 'tmdb-csv':
      return parseTmdbCsv(text, name);
    case 'trakt':
      return parseTraktEntries(identity.entries, name, identity.kind);
    case 'marquee':
      return marqueeExport ? marqueeExportRows(marqueeExport, name) : [];
    default:
      return [];
  }
}
