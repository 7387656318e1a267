import { type Knex } from 'knex';

/**
 * Films 1 to `count` in the local catalog (titled "Film n"): the movie data of a test app without TMDB,
 * so reviews and watchlist entries may name them (a film the movie data does not know is refused).
 */
export async function catalogFilms(db: Knex, count = 1000): Promise<void> {
  await db.raw(
    `insert into catalog_movies (id, title, original_title, dataset)
     select n, 'Film ' || n, 'Film ' || n, 'test' from generate_series(1, ?::int) n
     on conflict do nothing`,
    [count],
  );
}
