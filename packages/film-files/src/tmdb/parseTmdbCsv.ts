import { csvRecords, nextRecord, tableRows } from '../readCsv';
import { emptyRow, type ParsedRow, type RowKind } from '../parsedRow';
import { readDate, readImdbId, readTitle, readTmdbId, readTmdbRating, yearIn, type Place } from '../values';

/**
 * Rows of TMDB's CSV export (`TMDb ID,IMDb ID,Type,Name,Release Date,...,Your Rating,Date Rated`). A row
 * with a rating is a rating; a file without ratings is a watchlist, or favourites (likes) when its name says
 * so. Type 'tv' rows are series, to be skipped.
 */
export async function* parseTmdbCsv(text: string, file: string): AsyncGenerator<ParsedRow> {
  const records = csvRecords(text, file);
  const header = await nextRecord(records, 'its header', file);
  const unratedKind: RowKind = /favou?rite/i.test(file) ? 'like' : 'watchlist';
  for await (const row of tableRows(header, records, ['TMDb ID', 'Type', 'Name'], file)) {
    const place: Place = { file, line: row.line };
    const rating10 = readTmdbRating(row.get('Your Rating'), place);
    yield {
      ...emptyRow(
        rating10 === null ? unratedKind : 'rating',
        file,
        row.line,
        readTitle(row.get('Name'), 'Name', place),
      ),
      year: yearIn(row.get('Release Date')),
      tmdbId: readTmdbId(row.get('TMDb ID'), place),
      imdbId: readImdbId(row.get('IMDb ID'), place),
      rating10,
      ratedOn: readDate(row.get('Date Rated'), 'Date Rated', place),
      isTv: row.get('Type').trim().toLowerCase() !== 'movie',
    };
  }
}
