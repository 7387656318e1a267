import { type LetterboxdTableKind } from './letterboxd/parseLetterboxdCsv';
import { isMarqueeExport } from './marquee/parseMarqueeExport';
import { traktKind } from './trakt/parseTraktJson';
import { firstCsvRecord } from './readCsv';
import { type RowKind } from './parsedRow';

/** What one file (or ZIP entry) is, from its content, and so how to read it. */
export type FileIdentity =
  | { type: 'letterboxd-table'; kind: LetterboxdTableKind }
  | { type: 'letterboxd-list' }
  /** Letterboxd's import format (what Marquee's export and other tools write for Letterboxd). */
  | { type: 'letterboxd-import' }
  | { type: 'imdb-ratings' }
  | { type: 'imdb-watchlist' }
  | { type: 'tmdb-csv' }
  | { type: 'trakt'; kind: RowKind; entries: unknown[] }
  | { type: 'marquee'; document: unknown }
  /** Letterboxd's watched.csv, watchlist.csv and likes/films.csv have the same columns: the name must tell. */
  | { type: 'letterboxd-unnamed' }
  | { type: 'unknown' };

/**
 * Identifies a decoded file by its content: the header of a CSV, the shape of a JSON document. The name
 * only tells apart files whose content is the same (Letterboxd's watched, watchlist and likes).
 */
export function identifyFile(name: string, text: string): FileIdentity {
  const start = text.trimStart();
  if (start.startsWith('{') || start.startsWith('[')) return identifyJson(name, start);
  const header = firstCsvRecord(text);
  const columns = new Set(header);
  if (/^Letterboxd list export/i.test(header[0] ?? '')) return { type: 'letterboxd-list' };
  if (columns.has('Const')) {
    return columns.has('Your Rating') && !columns.has('Position')
      ? { type: 'imdb-ratings' }
      : { type: 'imdb-watchlist' };
  }
  if (columns.has('TMDb ID')) return { type: 'tmdb-csv' };
  if (
    columns.has('Title') &&
    (columns.has('tmdbID') || columns.has('LetterboxdURI') || columns.has('imdbID'))
  ) {
    return { type: 'letterboxd-import' };
  }
  if (columns.has('Name') && (columns.has('Letterboxd URI') || columns.has('Date'))) {
    const kind = letterboxdKindFromName(name) ?? letterboxdKindFromColumns(columns);
    return kind ? { type: 'letterboxd-table', kind } : { type: 'letterboxd-unnamed' };
  }
  return { type: 'unknown' };
}

function identifyJson(name: string, text: string): FileIdentity {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { type: 'unknown' };
  }
  if (isMarqueeExport(value)) return { type: 'marquee', document: value };
  const kind = traktKind(value, name);
  return kind ? { type: 'trakt', kind, entries: value as unknown[] } : { type: 'unknown' };
}

/**
 * Letterboxd's file names ('diary.csv', 'likes/films.csv', which is 'films.csv' when uploaded alone), also
 * when renamed a little ('diary (1).csv').
 */
function letterboxdKindFromName(name: string): LetterboxdTableKind | null {
  const lower = name.toLowerCase();
  const base = lower.split('/').pop() ?? lower;
  if (lower.includes('likes/') || base.includes('like') || base === 'films.csv') return 'like';
  if (base.includes('diary')) return 'diary';
  if (base.includes('review')) return 'review';
  if (base.includes('rating')) return 'rating';
  if (base.includes('watchlist')) return 'watchlist';
  if (base.includes('watched')) return 'watched';
  return null;
}

function letterboxdKindFromColumns(columns: Set<string>): LetterboxdTableKind | null {
  if (columns.has('Review')) return 'review';
  if (columns.has('Watched Date')) return 'diary';
  if (columns.has('Rating')) return 'rating';
  return null;
}
