import { type Reminder } from '@marquee/contracts';
import { type Knex } from 'knex';

/** A row of the reminders table (0071). */
interface ReminderRow {
  user_id: string;
  movie_id: number;
  title: string;
  poster_path: string | null;
  release_date: string;
  week_before: boolean;
  created_at: Date;
}

/** The film a reminder is for, as the movie data had it when the reminder was set. */
export interface RemindedFilm {
  movieId: number;
  title: string;
  posterPath: string | null;
  releaseDate: string;
}

function toReminder(row: ReminderRow): Reminder {
  return {
    movieId: String(row.movie_id),
    title: row.title,
    posterPath: row.poster_path,
    releaseDate: row.release_date,
    weekBefore: row.week_before,
    createdAt: row.created_at.toISOString(),
  };
}

/** The day as YYYY-MM-DD: a date column is read as text, so no time zone shifts it. */
const RELEASE_DAY = "to_char(release_date, 'YYYY-MM-DD') as release_date";

/** The user's reminders, soonest release first; `from`/`to` keep one span of release days. */
export async function listReminders(
  db: Knex,
  userId: string,
  span: { from?: string; to?: string } = {},
): Promise<Reminder[]> {
  const query = db<ReminderRow>('reminders')
    .where({ user_id: userId })
    .select<ReminderRow[]>(
      'user_id',
      'movie_id',
      'title',
      'poster_path',
      'week_before',
      'created_at',
      db.raw(RELEASE_DAY),
    )
    .orderBy([{ column: 'release_date' }, { column: 'title' }]);
  if (span.from) void query.where('release_date', '>=', span.from);
  if (span.to) void query.where('release_date', '<=', span.to);
  return (await query).map(toReminder);
}

/** Sets a reminder, or changes a set one (the film's details are refreshed, its creation kept). */
export async function setReminder(
  db: Knex,
  userId: string,
  film: RemindedFilm,
  weekBefore: boolean,
): Promise<void> {
  await db('reminders')
    .insert({
      user_id: userId,
      movie_id: film.movieId,
      title: film.title,
      poster_path: film.posterPath,
      release_date: film.releaseDate,
      week_before: weekBefore,
    })
    .onConflict(['user_id', 'movie_id'])
    .merge(['title', 'poster_path', 'release_date', 'week_before']);
}

/** Removes a reminder; one never set is already removed. */
export async function removeReminder(db: Knex, userId: string, movieId: number): Promise<void> {
  await db('reminders').where({ user_id: userId, movie_id: movieId }).delete();
}
