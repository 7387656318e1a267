/** What a row of an imported file says about a film: one diary entry, rating, review, like or list entry. */
export type RowKind = 'diary' | 'watched' | 'rating' | 'watchlist' | 'review' | 'like' | 'list_entry';

export const ROW_KINDS: readonly RowKind[] = [
  'diary',
  'watched',
  'rating',
  'watchlist',
  'review',
  'like',
  'list_entry',
];

/**
 * One row of an imported file, the same shape whatever the service. Dates are 'YYYY-MM-DD'. `rating10` is the
 * rating as given on a 10-point scale (Letterboxd's 0.5..5 stars doubled; IMDb, Trakt and TMDB as given).
 */
export interface ParsedRow {
  kind: RowKind;
  /**
   * Where the row is, for messages: the line of a CSV (1-based, the line where the record starts), or the
   * position of the entry in a JSON array (1-based).
   */
  line: number;
  /** The row's ordinal in the whole parse result (1-based): unique per file, even across a ZIP's entries. */
  index: number;
  /** The file the row came from: the file's name, or the entry's name inside a ZIP. */
  file: string;
  title: string;
  year: number | null;
  originalTitle: string | null;
  tmdbId: number | null;
  /** 'tt' followed by digits. */
  imdbId: string | null;
  watchedOn: string | null;
  ratedOn: string | null;
  /** When the film was put on the watchlist, liked, marked watched or added to the list, when the file says. */
  addedOn: string | null;
  rating10: number | null;
  rewatch: boolean;
  /** Trimmed, lower case, without duplicates. */
  tags: string[];
  review: string | null;
  /** The headline of a review (Marquee's own reviews have one). */
  reviewTitle: string | null;
  listName: string | null;
  listDescription: string | null;
  listPosition: number | null;
  /** A list entry's note. */
  note: string | null;
  letterboxdUri: string | null;
  /** Not a film (a series, an episode, a game): such rows are to be skipped. */
  isTv: boolean;
}

/** A row with every optional fact empty: parsers fill in what their file says. */
export function emptyRow(kind: RowKind, file: string, line: number, title: string): ParsedRow {
  return {
    kind,
    line,
    index: 0,
    file,
    title,
    year: null,
    originalTitle: null,
    tmdbId: null,
    imdbId: null,
    watchedOn: null,
    ratedOn: null,
    addedOn: null,
    rating10: null,
    rewatch: false,
    tags: [],
    review: null,
    reviewTitle: null,
    listName: null,
    listDescription: null,
    listPosition: null,
    note: null,
    letterboxdUri: null,
    isTv: false,
  };
}
