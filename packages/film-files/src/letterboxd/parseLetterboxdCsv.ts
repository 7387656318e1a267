import { csvRecords, nextRecord, tableReader, tableRows, type CsvRow } from '../readCsv';
import { emptyRow, type ParsedRow, type RowKind } from '../parsedRow';
import { optionalText, readDate, readHalfStars, readTags, readTitle, readYear, type Place } from '../values';

/** The kinds of Letterboxd's flat CSVs (lists have a file format of their own). */
export type LetterboxdTableKind = Exclude<RowKind, 'list_entry'>;

/** The columns each of Letterboxd's CSVs must have; the others are read when present. */
const REQUIRED_COLUMNS: Record<LetterboxdTableKind, readonly string[]> = {
  diary: ['Name', 'Year', 'Watched Date'],
  watched: ['Name', 'Year'],
  rating: ['Name', 'Year', 'Rating'],
  watchlist: ['Name', 'Year'],
  review: ['Name', 'Year', 'Review'],
  like: ['Name', 'Year'],
};

/**
 * Rows of diary.csv, watched.csv, ratings.csv, watchlist.csv, reviews.csv or likes/films.csv, whose
 * columns are Date,Name,Year,Letterboxd URI then Rating,Rewatch,Tags,Watched Date (diary), Review (reviews).
 */
export async function* parseLetterboxdTable(
  text: string,
  file: string,
  kind: LetterboxdTableKind,
): AsyncGenerator<ParsedRow> {
  const records = csvRecords(text, file);
  const header = await nextRecord(records, 'its header', file);
  for await (const row of tableRows(header, records, REQUIRED_COLUMNS[kind], file)) {
    yield letterboxdRow(row, file, kind);
  }
}

function letterboxdRow(row: CsvRow, file: string, kind: LetterboxdTableKind): ParsedRow {
  const place: Place = { file, line: row.line };
  const date = readDate(row.get('Date'), 'Date', place);
  const watchedOn = readDate(row.get('Watched Date'), 'Watched Date', place);
  const rating10 = readHalfStars(row.get('Rating'), place);
  return {
    ...emptyRow(kind, file, row.line, readTitle(row.get('Name'), 'Name', place)),
    year: readYear(row.get('Year'), place),
    letterboxdUri: optionalText(row.get('Letterboxd URI')),
    // A diary row whose Watched Date is empty was watched on the day it was logged.
    watchedOn: kind === 'diary' ? (watchedOn ?? date) : watchedOn,
    ratedOn: rating10 === null ? null : date,
    addedOn: kind === 'watched' || kind === 'watchlist' || kind === 'like' ? date : null,
    rating10,
    rewatch: row.get('Rewatch').trim().toLowerCase() === 'yes',
    tags: readTags(row.get('Tags')),
    review: kind === 'review' ? optionalText(row.get('Review')) : null,
  };
}

/**
 * Rows of a list (lists/*.csv): a preamble (`Letterboxd list export v7`, then `Date,Name,Tags,URL,Description`
 * and the list's own row), then `Position,Name,Year,URL,Description` and the films.
 */
export async function* parseLetterboxdList(text: string, file: string): AsyncGenerator<ParsedRow> {
  const records = csvRecords(text, file);
  await nextRecord(records, 'its first line', file);
  const listHeader = await nextRecord(records, "the list's header", file);
  const list = tableReader(listHeader, ['Name'], file)(await nextRecord(records, "the list's row", file));
  const listName = readTitle(list.get('Name'), "list's Name", { file, line: list.line });
  const listDescription = optionalText(list.get('Description'));
  const filmsHeader = await nextRecord(records, 'the header of its films', file);
  for await (const row of tableRows(filmsHeader, records, ['Name', 'Year'], file)) {
    const place: Place = { file, line: row.line };
    const position = Number(row.get('Position'));
    yield {
      ...emptyRow('list_entry', file, row.line, readTitle(row.get('Name'), 'Name', place)),
      year: readYear(row.get('Year'), place),
      letterboxdUri: optionalText(row.get('URL')),
      listName,
      listDescription,
      listPosition: Number.isInteger(position) && position > 0 ? position : null,
      note: optionalText(row.get('Description')),
    };
  }
}
