import { type ApplyTarget, type RowToApply, oncePerFilm } from './appliedRow';

/**
 * Ratings rows set the film's rating (the file is the newer word); the same rating again changes
 * nothing, not even when it was given.
 */
export async function applyRatings({ trx, userId }: ApplyTarget, ratings: RowToApply[]): Promise<void> {
  const records = oncePerFilm(ratings.filter(({ row }) => row.rating10 !== null)).map(({ row, film }) => ({
    movie_id: film.movieId,
    title: film.title,
    year: film.year,
    rating10: row.rating10,
    rated_at: row.ratedOn ?? row.watchedOn,
  }));
  if (records.length === 0) return;
  await trx.raw(
    `insert into film_ratings (user_id, movie_id, title, year, rating10, rated_at)
     select :userId, r.movie_id, r.title, r.year, r.rating10, coalesce(cast(r.rated_at as timestamptz), now())
     from jsonb_to_recordset(cast(:records as jsonb)) as r(movie_id int, title text, year text, rating10 smallint, rated_at date)
     on conflict (user_id, movie_id) do update
       set rating10 = excluded.rating10, rated_at = excluded.rated_at
       where film_ratings.rating10 is distinct from excluded.rating10`,
    { userId, records: JSON.stringify(records) },
  );
}
