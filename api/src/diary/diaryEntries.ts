import {
  DIARY_LIMITS,
  ratingToStars,
  starsToRating10,
  type DiaryEntry,
  type DiaryPage,
  type DiarySource,
} from '@marquee/contracts';
import { type Knex } from 'knex';
import { onlyRow } from '../db/onlyRow';
import { said } from '../messages/message';
import {
  CURSOR_TIME,
  decodeCursor,
  isMicros,
  isText,
  isUuid,
  micros,
  nextCursor,
} from '../pagination/cursor';
import { isCalendarDate } from './diaryRules';
import { type LoggedFilm } from './loggedFilm';

/** A row of diary_entries as the queries below read it: dates as text, so no time zone shifts them. */
interface DiaryEntryRow {
  id: string;
  user_id: string;
  movie_id: number;
  title: string;
  poster: string | null;
  year: string;
  runtime: number | null;
  genres: string[];
  watched_on: string;
  rating10: number | null;
  rewatch: boolean;
  tags: string[];
  review_id: string | null;
  source: DiarySource;
  created_at: Date;
  updated_at: Date;
  /** created_at in microseconds since 1970, for the cursor. */
  created_at_us: string;
}

const ENTRY_COLUMNS = [
  'id',
  'user_id',
  'movie_id',
  'title',
  'poster',
  'year',
  'runtime',
  'genres',
  "to_char(watched_on, 'YYYY-MM-DD') as watched_on",
  'rating10',
  'rewatch',
  'tags',
  'review_id',
  'source',
  'created_at',
  'updated_at',
  `${micros('created_at')} as created_at_us`,
].join(', ');

function toDiaryEntry(row: DiaryEntryRow): DiaryEntry {
  return {
    id: row.id,
    movieId: String(row.movie_id),
    title: row.title,
    poster: row.poster,
    year: row.year,
    runtime: row.runtime,
    genres: row.genres,
    watchedOn: row.watched_on,
    rating10: row.rating10,
    stars: row.rating10 === null ? null : ratingToStars(row.rating10),
    rewatch: row.rewatch,
    tags: row.tags,
    reviewId: row.review_id,
    source: row.source,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** What the diary's filters select: a year, a number of stars as shown, a tag (normalised). */
export interface DiaryFilters {
  year?: number;
  stars?: number;
  tag?: string;
}

/** Restricts a query on diary_entries to one user's entries that pass the filters. */
function whereDiary(query: Knex.QueryBuilder, userId: string, filters: DiaryFilters): Knex.QueryBuilder {
  query.where('user_id', userId);
  if (filters.year !== undefined) {
    // A range, not extract(year ...), so the (user_id, watched_on) index serves it.
    query
      .where('watched_on', '>=', `${filters.year}-01-01`)
      .where('watched_on', '<', `${filters.year + 1}-01-01`);
  }
  if (filters.stars !== undefined) {
    // The ratings shown as these stars: Math.round(rating10 / 2) = stars.
    query.whereBetween('rating10', [starsToRating10(filters.stars) - 1, starsToRating10(filters.stars)]);
  }
  if (filters.tag !== undefined) query.whereRaw('tags @> array[?]::text[]', [filters.tag]);
  return query;
}

const isDate = (value: unknown): value is string => isText(value) && isCalendarDate(value);

/**
 * One page of a user's diary, newest viewing first (then the latest logged), with the number of entries
 * the filters match. The cursor continues after the last entry of the page before, so entries logged
 * meanwhile neither repeat nor go missing.
 */
export async function listDiary(
  db: Knex,
  userId: string,
  filters: DiaryFilters,
  page: { cursor?: string; limit?: number },
): Promise<DiaryPage> {
  const limit = page.limit ?? DIARY_LIMITS.pageDefault;
  const query = whereDiary(db('diary_entries').select(db.raw(ENTRY_COLUMNS)), userId, filters)
    .orderBy([
      { column: 'diary_entries.watched_on', order: 'desc' },
      { column: 'diary_entries.created_at', order: 'desc' },
      { column: 'diary_entries.id', order: 'desc' },
    ])
    .limit(limit + 1);
  if (page.cursor !== undefined) {
    // Where the last page ended in the diary's order: its last entry's date, time logged and id.
    const after = decodeCursor(page.cursor, [isDate, isMicros, isUuid], said('this diary'));
    query.whereRaw(`(watched_on, created_at, id) < (?::date, ${CURSOR_TIME}, ?::uuid)`, [...after]);
  }
  const [rows, counted] = await Promise.all([
    query as Promise<DiaryEntryRow[]>,
    whereDiary(db('diary_entries'), userId, filters).count<{ count: string }[]>('* as count'),
  ]);
  return {
    entries: rows.slice(0, limit).map(toDiaryEntry),
    nextCursor: nextCursor(rows, limit, (last) => [last.watched_on, last.created_at_us, last.id]),
    total: Number(counted[0]?.count ?? 0),
  };
}

/** An entry of `userId`'s diary; undefined when there is none (or it is someone else's). */
export async function findDiaryEntry(
  db: Knex,
  userId: string,
  entryId: string,
): Promise<DiaryEntry | undefined> {
  const row: DiaryEntryRow | undefined = await db('diary_entries')
    .select(db.raw(ENTRY_COLUMNS))
    .where({ id: entryId, user_id: userId })
    .first();
  return row && toDiaryEntry(row);
}

/** The fields of a log the owner chooses, already checked (diaryRules.ts). */
export interface DiaryEntryFields {
  watchedOn: string;
  rating10: number | null;
  rewatch: boolean;
  tags: string[];
  reviewId: string | null;
}

/**
 * The user's current rating of a film follows their latest rated log (film_ratings, which ratings
 * imports also write).
 */
async function rememberRating(
  db: Knex,
  userId: string,
  movieId: number,
  film: { title: string; year: string },
  rating10: number,
): Promise<void> {
  await db('film_ratings')
    .insert({ user_id: userId, movie_id: movieId, title: film.title, year: film.year, rating10 })
    .onConflict(['user_id', 'movie_id'])
    .merge({ title: film.title, year: film.year, rating10, rated_at: db.fn.now() });
}

/**
 * Logs a viewing; with a rating, the user's rating of the film too, in the same transaction. A log with a
 * `clientKey` the user has logged before (a replay from the browser's outbox) answers that entry and
 * changes nothing.
 */
export async function createDiaryEntry(
  db: Knex,
  userId: string,
  movieId: string,
  film: LoggedFilm,
  fields: DiaryEntryFields,
  clientKey?: string,
): Promise<DiaryEntry> {
  return db.transaction(async (trx) => {
    const [row] = await trx('diary_entries')
      .insert({
        user_id: userId,
        movie_id: Number(movieId),
        title: film.title,
        poster: film.poster,
        year: film.year,
        runtime: film.runtime,
        genres: film.genres,
        watched_on: fields.watchedOn,
        rating10: fields.rating10,
        rewatch: fields.rewatch,
        tags: fields.tags,
        review_id: fields.reviewId,
        client_key: clientKey ?? null,
      })
      .onConflict(trx.raw('(user_id, client_key) where client_key is not null'))
      .ignore()
      .returning<DiaryEntryRow[]>(trx.raw(ENTRY_COLUMNS));
    if (!row) {
      const logged = await trx('diary_entries')
        .where({ user_id: userId, client_key: clientKey })
        .first<DiaryEntryRow>(trx.raw(ENTRY_COLUMNS));
      return toDiaryEntry(onlyRow([logged]));
    }
    if (fields.rating10 !== null) await rememberRating(trx, userId, row.movie_id, film, fields.rating10);
    return toDiaryEntry(row);
  });
}

/** Changes an entry of the user's diary; undefined when there is no such entry. */
export async function updateDiaryEntry(
  db: Knex,
  userId: string,
  entryId: string,
  changes: Partial<DiaryEntryFields>,
): Promise<DiaryEntry | undefined> {
  return db.transaction(async (trx) => {
    const [row] = await trx('diary_entries')
      .where({ id: entryId, user_id: userId })
      .update({
        ...(changes.watchedOn !== undefined && { watched_on: changes.watchedOn }),
        ...(changes.rating10 !== undefined && { rating10: changes.rating10 }),
        ...(changes.rewatch !== undefined && { rewatch: changes.rewatch }),
        ...(changes.tags !== undefined && { tags: changes.tags }),
        ...(changes.reviewId !== undefined && { review_id: changes.reviewId }),
        updated_at: trx.fn.now(),
      })
      .returning<DiaryEntryRow[]>(trx.raw(ENTRY_COLUMNS));
    if (!row) return undefined;
    if (changes.rating10 != null) await rememberRating(trx, userId, row.movie_id, row, changes.rating10);
    return toDiaryEntry(row);
  });
}

/** Deletes an entry of the user's diary; answers whether there was one. */
export async function deleteDiaryEntry(db: Knex, userId: string, entryId: string): Promise<boolean> {
  return (await db('diary_entries').where({ id: entryId, user_id: userId }).delete()) > 0;
}
