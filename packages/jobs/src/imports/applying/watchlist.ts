import { type ApplyTarget, type RowToApply, oncePerFilm } from './appliedRow';

/** Watchlist rows add the film when it is not on the watchlist yet; one already there keeps its place. */
export async function applyWatchlist({ trx, userId }: ApplyTarget, rows: RowToApply[]): Promise<void> {
  const records = oncePerFilm(rows).map(({ row, film }) => ({
    movie_id: film.movieId,
    title: film.title,
    poster: film.poster,
    overview: film.overview,
    vote_average: film.voteAverage,
    year: film.year,
    added_at: row.addedOn,
  }));
  if (records.length === 0) return;
  await trx.raw(
    `insert into watchlist_items (user_id, movie_id, title, poster, overview, vote_average, year, added_at)
     select :userId, r.movie_id, r.title, r.poster, r.overview, r.vote_average, r.year,
       coalesce(cast(r.added_at as timestamptz), now())
     from jsonb_to_recordset(cast(:records as jsonb)) as r(movie_id int, title text, poster text, overview text,
       vote_average float8, year text, added_at date)
     on conflict (user_id, movie_id) do nothing`,
    { userId, records: JSON.stringify(records) },
  );
}
