import { parse } from 'csv-parse';
import { parse as parseSync } from 'csv-parse/sync';
import { FilmFileError } from './FilmFileError';

/** One record of a CSV: its cells, and the line where it starts (records may span lines). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/** A data row of a CSV table: its cells by column name. */
export interface CsvRow {
  line: number;
  get(column: string): string;
}

interface CsvParseError extends Error {
  code?: string;
  lines?: number;
}

/** csv-parse's errors, in words for the person who made the file. */
const CSV_PROBLEMS: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted value starts here and is never closed',
  CSV_INVALID_CLOSING_QUOTE: 'a quoted value is followed by more text before the next comma',
  CSV_MAX_RECORD_SIZE: 'a value is far too long',
};

/** The CSV's first record (its header, usually), or [] when the text has none. */
export function firstCsvRecord(text: string): string[] {
  try {
    const [first] = parseSync(text, {
      to_line: 1,
      relax_column_count: true,
      relax_quotes: true,
    }) as string[][];
    return (first ?? []).map((cell) => cell.trim());
  } catch {
    return [];
  }
}

/** The records of a CSV as the parser streams them, blank lines left out. */
export async function* csvRecords(text: string, file: string): AsyncGenerator<CsvRecord> {
  // A stray quote inside an unquoted value is kept as a character, as spreadsheets write it.
  const parser = parse(text, {
    info: true,
    raw: true,
    skip_empty_lines: true,
    relax_column_count: true,
    relax_quotes: true,
  });
  try {
    for await (const { record, info, raw } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
      raw: string;
    }>) {
      // info.lines is the record's last line; a record holding line breaks started that many lines earlier.
      const breaksInside = (
        raw
          .replace(/^(\r?\n)+/, '')
          .replace(/\r?\n$/, '')
          .match(/\n/g) ?? []
      ).length;
      yield { line: info.lines - breaksInside, cells: record };
    }
  } catch (error) {
    const { code = '', lines } = error as CsvParseError;
    const problem = CSV_PROBLEMS[code] ?? 'it cannot be read as comma-separated values';
    throw new FilmFileError(`this is not valid CSV: ${problem}`, { file, line: lines });
  }
}

/**
 * Reads records as rows of the table under `header`, refusing a header without the `required` columns
 * (extra columns are fine, they are not read).
 */
export function tableReader(
  header: CsvRecord,
  required: readonly string[],
  file: string,
): (record: CsvRecord) => CsvRow {
  const columns = new Map(header.cells.map((name, i) => [name.trim(), i] as const));
  const missing = required.filter((name) => !columns.has(name));
  if (missing.length > 0) {
    const plural = missing.length > 1;
    throw new FilmFileError(
      `the column${plural ? 's' : ''} ${missing.map((name) => `"${name}"`).join(', ')} ${plural ? 'are' : 'is'} missing (found: ${header.cells.join(', ')})`,
      { file, line: header.line },
    );
  }
  return ({ line, cells }) => ({
    line,
    get: (column) => {
      const index = columns.get(column);
      return index === undefined ? '' : (cells[index] ?? '');
    },
  });
}

/** The data rows under a header record (see tableReader). */
export async function* tableRows(
  header: CsvRecord,
  records: AsyncIterable<CsvRecord>,
  required: readonly string[],
  file: string,
): AsyncGenerator<CsvRow> {
  const toRow = tableReader(header, required, file);
  for await (const record of records) yield toRow(record);
}

/** The next record, or an error naming what was expected when the file ends first. */
export async function nextRecord(
  records: AsyncIterator<CsvRecord>,
  expected: string,
  file: string,
): Promise<CsvRecord> {
  const next = await records.next();
  if (next.done) throw new FilmFileError(`the file ends before ${expected}`, { file });
  return next.value;
}
