import { type ApplyTarget, type RowToApply } from './appliedRow';

/**
 * Diary rows become diary entries, and films marked watched without a diary entry become one too, dated
 * by the day the file gives (watched, else added, else rated; else today: a diary entry needs a day).
 * A watched mark for a film the diary already has adds nothing. The import_key makes both idempotent.
 * A rating on a viewing also becomes the film's rating unless the account already has one (a ratings
 * file, applied after, says what the current rating is).
 */
export async function applyDiary(
  target: ApplyTarget,
  diary: RowToApply[],
  watched: RowToApply[],
): Promise<void> {
  const { trx, userId, service, today } = target;
  const entry = ({ row, film, key }: RowToApply, watchedOn: string | null) => ({
    movie_id: film.movieId,
    title: film.title,
    poster: film.poster,
    year: film.year,
    runtime: film.runtime,
    genres: film.genres,
    watched_on: watchedOn ?? today,
    rating10: row.rating10,
    rewatch: row.rewatch,
    tags: row.tags,
    import_key: key,
  });
  const insert = (records: object[], onlyNewFilms: boolean) =>
    trx.raw(
      `insert into diary_entries
         (user_id, movie_id, title, poster, year, runtime, genres, watched_on, rating10, rewatch, tags, source, import_key)
       select :userId, r.movie_id, r.title, r.poster, r.year, r.runtime, array(select jsonb_array_elements_text(r.genres)),
         r.watched_on, r.rating10, r.rewatch, array(select jsonb_array_elements_text(r.tags)), :service, r.import_key
       from jsonb_to_recordset(cast(:records as jsonb)) as r(movie_id int, title text, poster text, year text, runtime int,
         genres jsonb, watched_on date, rating10 smallint, rewatch boolean, tags jsonb, import_key text)
       ${onlyNewFilms ? 'where not exists (select 1 from diary_entries d where d.user_id = :userId and d.movie_id = r.movie_id)' : ''}
       on conflict (user_id, import_key) where import_key is not null do nothing`,
      { userId, service, records: JSON.stringify(records) },
    );
  if (diary.length > 0)
    await insert(
      diary.map((row) => entry(row, row.row.watchedOn)),
      false,
    );
  const seen = new Set<number>();
  const firstMarks = watched.filter(({ film }) => !seen.has(film.movieId) && seen.add(film.movieId));
  if (firstMarks.length > 0) {
    await insert(
      firstMarks.map((row) => entry(row, row.row.watchedOn ?? row.row.addedOn ?? row.row.ratedOn)),
      true,
    );
  }
  const rated = diary.filter(({ row }) => row.rating10 !== null);
  if (rated.length > 0) {
    await trx.raw(
      `insert into film_ratings (user_id, movie_id, title, year, rating10, rated_at)
       select distinct on (r.movie_id) :userId, r.movie_id, r.title, r.year, r.rating10, cast(r.watched_on as timestamptz)
       from jsonb_to_recordset(cast(:records as jsonb)) as r(movie_id int, title text, year text, rating10 smallint, watched_on date)
       order by r.movie_id, r.watched_on desc
       on conflict (user_id, movie_id) do nothing`,
      { userId, records: JSON.stringify(rated.map((row) => entry(row, row.row.watchedOn))) },
    );
  }
}
