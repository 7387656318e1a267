import { type ParsedRow } from '@marquee/film-files';
import { type Knex } from 'knex';
import { type FilmDetails } from '../../films/filmLookup';
import { type Service } from '../importKey';
import { type SkipReason } from '../skipReason';

/** A matched row ready to apply: what the file said, the film it means, and its stable key. */
export interface RowToApply {
  id: string;
  row: ParsedRow;
  film: FilmDetails;
  key: string;
}

/** Where rows are applied: one transaction, one account, one service (the diary's `source`). */
export interface ApplyTarget {
  trx: Knex.Transaction;
  userId: string;
  service: Service;
  /** The day to use when a viewing has no date at all ('YYYY-MM-DD'). */
  today: string;
}

/** Rows applying could not use, by id, with the reason shown on the review screen. */
export type Skips = Map<string, SkipReason>;

/** Each film once, the first row for it kept (a statement that upserts must not touch a row twice). */
export function oncePerFilm<T extends { film: FilmDetails }>(rows: T[]): T[] {
  const seen = new Set<number>();
  return rows.filter(({ film }) => !seen.has(film.movieId) && seen.add(film.movieId));
}
