import { type ListEntry } from '@marquee/contracts';

/** A row of list_entries as the queries of this folder read it, with its rank in the list's own order. */
export interface ListEntryRow {
  movie_id: number;
  title: string;
  poster: string | null;
  year: string;
  vote_average: number;
  note: string;
  added_at: Date;
}

export const ENTRY_COLUMNS = 'e.movie_id, e.title, e.poster, e.year, e.vote_average, e.note, e.added_at';

export function toListEntry(row: ListEntryRow, rank: number): ListEntry {
  return {
    movieId: String(row.movie_id),
    title: row.title,
    poster: row.poster,
    year: row.year,
    voteAverage: row.vote_average,
    rank,
    note: row.note,
    addedAt: row.added_at.toISOString(),
  };
}
