import { csvRecords, nextRecord, tableRows, type CsvRow } from '../readCsv';
import { emptyRow, type ParsedRow } from '../parsedRow';
import { optionalText, readDate, readImdbId, readRating10, readTitle, readYear, type Place } from '../values';

/**
 * IMDb's title types that are films. TV movies, videos and shorts are films on TMDB too; series, episodes,
 * mini-series, specials, podcasts and games are not (rows marked isTv, to be skipped). Older exports spell
 * the types out ('Feature Film', 'TV Series'); both spellings are read, in any case.
 */
const FILM_TITLE_TYPES = new Set([
  '',
  'movie',
  'featurefilm',
  'tvmovie',
  'video',
  'short',
  'shortfilm',
  'documentary',
]);

export function isImdbFilmType(titleType: string): boolean {
  return FILM_TITLE_TYPES.has(titleType.toLowerCase().replace(/[\s-]/g, ''));
}

/**
 * Rows of IMDb's ratings.csv (`Const,Your Rating,Date Rated,Title,Original Title,URL,Title Type,...,Year,...`;
 * older files have no Original Title) or of its watchlist.csv (`Position,Const,Created,Modified,Description,Title,...`).
 */
export async function* parseImdbCsv(
  text: string,
  file: string,
  table: 'ratings' | 'watchlist',
): AsyncGenerator<ParsedRow> {
  const records = csvRecords(text, file);
  const header = await nextRecord(records, 'its header', file);
  const required = table === 'ratings' ? ['Const', 'Your Rating', 'Title'] : ['Const', 'Title'];
  for await (const row of tableRows(header, records, required, file)) {
    yield table === 'ratings' ? ratingRow(row, file) : watchlistRow(row, file);
  }
}

function filmFacts(row: CsvRow, place: Place) {
  return {
    year: readYear(row.get('Year'), place),
    originalTitle: optionalText(row.get('Original Title')),
    imdbId: readImdbId(row.get('Const'), place),
    isTv: !isImdbFilmType(row.get('Title Type')),
  };
}

function ratingRow(row: CsvRow, file: string): ParsedRow {
  const place: Place = { file, line: row.line };
  return {
    ...emptyRow('rating', file, row.line, readTitle(row.get('Title'), 'Title', place)),
    ...filmFacts(row, place),
    rating10: readRating10(row.get('Your Rating'), 'Your Rating', place),
    ratedOn: readDate(row.get('Date Rated'), 'Date Rated', place),
  };
}

function watchlistRow(row: CsvRow, file: string): ParsedRow {
  const place: Place = { file, line: row.line };
  return {
    ...emptyRow('watchlist', file, row.line, readTitle(row.get('Title'), 'Title', place)),
    ...filmFacts(row, place),
    addedOn: readDate(row.get('Created'), 'Created', place),
    note: optionalText(row.get('Description')),
  };
}
