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

/** A film of the local catalog as a test writes it: its id and title, and any more columns. */
export type CatalogFilm = { id: number; title: string } & Record<string, unknown>;

/** `films` in the local catalog, each its own original title and a poster at /poster-<id>.jpg. */
export async function insertCatalogFilms(db: Knex, films: CatalogFilm[]): Promise<void> {
  await db('catalog_movies').insert(
    films.map((film) => ({
      ...film,
      original_title: film.title,
      poster_path: `/poster-${film.id}.jpg`,
      dataset: 'test',
    })),
  );
}
