import { FilmFileError } from '../FilmFileError';
import { emptyRow, type ParsedRow, type RowKind } from '../parsedRow';
import {
  optionalText,
  readDate,
  readImdbId,
  readRating10,
  readTitle,
  readTmdbId,
  readYear,
  type Place,
} from '../values';

interface TraktIds {
  tmdb?: number | null;
  imdb?: string | null;
}

interface TraktMedia {
  title?: string | null;
  year?: number | null;
  ids?: TraktIds | null;
}

/** An entry of one of Trakt's export files (history, watched, ratings, watchlist). */
interface TraktEntry {
  type?: string;
  movie?: TraktMedia;
  show?: TraktMedia;
  episode?: TraktMedia;
  season?: TraktMedia;
  watched_at?: string;
  last_watched_at?: string;
  rated_at?: string;
  rating?: number;
  listed_at?: string;
  notes?: string | null;
}

const MEDIA_KEYS = ['movie', 'show', 'episode', 'season'] as const;

/**
 * What a Trakt file's entries are, from their fields (the name is only needed for an empty file):
 * history (`watched_at`) entries are diary entries, watched (`last_watched_at`, `plays`) entries say a film
 * was seen, ratings carry `rating` and `rated_at`, the watchlist `listed_at`. Null for Trakt's other files
 * (collection, lists, profile) and for JSON that is not Trakt's.
 */
export function traktKind(value: unknown, fileName: string): RowKind | null {
  if (!Array.isArray(value)) return null;
  const [first] = value as unknown[];
  if (first === undefined) return kindFromName(fileName);
  if (typeof first !== 'object' || first === null || !MEDIA_KEYS.some((key) => key in first)) return null;
  if ('rated_at' in first) return 'rating';
  if ('listed_at' in first) return 'watchlist';
  if ('watched_at' in first) return 'diary';
  if ('last_watched_at' in first || 'plays' in first) return 'watched';
  return null;
}

function kindFromName(fileName: string): RowKind | null {
  const name = fileName.toLowerCase();
  if (!name.endsWith('.json')) return null;
  if (name.includes('history')) return 'diary';
  if (name.includes('watchlist')) return 'watchlist';
  if (name.includes('watched')) return 'watched';
  if (name.includes('rating')) return 'rating';
  return null;
}

/** Rows of a Trakt file whose kind traktKind found; shows, seasons and episodes are rows marked isTv. */
export function* parseTraktEntries(entries: unknown[], file: string, kind: RowKind): Generator<ParsedRow> {
  for (const [i, value] of entries.entries()) {
    const place: Place = { file, line: i + 1, unit: 'entry' };
    if (typeof value !== 'object' || value === null) {
      throw new FilmFileError('the entry is not an object', place);
    }
    yield traktRow(value as TraktEntry, kind, place);
  }
}

function traktRow(entry: TraktEntry, kind: RowKind, place: Place): ParsedRow {
  const film = entry.movie;
  const tv = entry.show ?? entry.episode ?? entry.season;
  const media = film ?? tv;
  if (!media) throw new FilmFileError('the entry names no movie or show', place);
  const ids = media.ids ?? {};
  return {
    ...emptyRow(kind, place.file, place.line, readTitle(media.title, 'title', place)),
    year: readYear(media.year, place),
    tmdbId: readTmdbId(ids.tmdb, place),
    imdbId: readImdbId(ids.imdb, place),
    watchedOn: readDate(entry.watched_at ?? entry.last_watched_at, 'watched date', place),
    ratedOn: readDate(entry.rated_at, 'rated date', place),
    addedOn: readDate(entry.listed_at, 'listed date', place),
    rating10: readRating10(entry.rating, 'rating', place),
    note: optionalText(entry.notes),
    isTv: !film,
  };
}
