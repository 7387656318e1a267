import { csvRecords, nextRecord, tableRows } from '../readCsv';
import { emptyRow, type ParsedRow, type RowKind } from '../parsedRow';
import {
  optionalText,
  readDate,
  readHalfStars,
  readImdbId,
  readRating10,
  readTags,
  readTitle,
  readTmdbId,
  readYear,
  type Place,
} from '../values';

/**
 * Rows of a CSV in Letterboxd's import format (`LetterboxdURI,tmdbID,imdbID,Title,Year,Directors,WatchedDate,
 * Rating,Rating10,Tags,Review`), as Marquee's export and other tools write it: a row with a WatchedDate is a
 * diary entry, one with only a rating a rating, else a watched film; in a file named for the watchlist,
 * watchlist entries.
 */
export async function* parseLetterboxdImportCsv(text: string, file: string): AsyncGenerator<ParsedRow> {
  const records = csvRecords(text, file);
  const header = await nextRecord(records, 'its header', file);
  const isWatchlist = /watchlist/i.test(file);
  for await (const row of tableRows(header, records, ['Title'], file)) {
    const place: Place = { file, line: row.line };
    const watchedOn = readDate(row.get('WatchedDate'), 'WatchedDate', place);
    const rating10 =
      readRating10(row.get('Rating10'), 'Rating10', place) ?? readHalfStars(row.get('Rating'), place);
    const kind: RowKind = isWatchlist
      ? 'watchlist'
      : watchedOn
        ? 'diary'
        : rating10 !== null
          ? 'rating'
          : 'watched';
    yield {
      ...emptyRow(kind, file, row.line, readTitle(row.get('Title'), 'Title', place)),
      year: readYear(row.get('Year'), place),
      tmdbId: readTmdbId(row.get('tmdbID'), place),
      imdbId: readImdbId(row.get('imdbID'), place),
      letterboxdUri: optionalText(row.get('LetterboxdURI')),
      watchedOn,
      rating10,
      tags: readTags(row.get('Tags')),
      review: optionalText(row.get('Review')),
    };
  }
}
