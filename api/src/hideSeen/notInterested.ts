import { type NotInterestedBody, type NotInterestedFilm } from '@marquee/contracts';
import { type Knex } from 'knex';

/** A row of the not_interested table. */
interface NotInterestedRow {
  movie_id: number;
  title: string;
  poster_path: string | null;
  release_date: string | null;
  created_at: Date;
}

function toFilm(row: NotInterestedRow): NotInterestedFilm {
  return {
    movieId: String(row.movie_id),
    title: row.title,
    posterPath: row.poster_path,
    releaseDate: row.release_date,
    createdAt: row.created_at.toISOString(),
  };
}

/** The films the user is not interested in, newest first (the settings list). */
export async function listNotInterested(db: Knex, userId: string): Promise<NotInterestedFilm[]> {
  const rows = await db('not_interested')
    .where({ user_id: userId })
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'movie_id', order: 'desc' },
    ])
    .select<NotInterestedRow[]>(
      'movie_id',
      'title',
      'poster_path',
      db.raw("to_char(release_date, 'YYYY-MM-DD') as release_date"),
      'created_at',
    );
  return rows.map(toFilm);
}

/** Marks a film; one marked already keeps its row, so a double click neither fails nor moves it. */
export async function markNotInterested(db: Knex, userId: string, film: NotInterestedBody): Promise<void> {
  await db('not_interested')
    .insert({
      user_id: userId,
      movie_id: Number(film.movieId),
      title: film.title,
      poster_path: film.posterPath ?? null,
      release_date: film.releaseDate || null,
    })
    .onConflict(['user_id', 'movie_id'])
    .ignore();
}

/** Undoes the mark; a film that is not marked is already undone. */
export async function unmarkNotInterested(db: Knex, userId: string, movieId: string): Promise<void> {
  await db('not_interested')
    .where({ user_id: userId, movie_id: Number(movieId) })
    .delete();
}
