import { type Knex } from 'knex';
import { catalogFilmLookup } from './catalogFilms';
import { type FilmLookup } from './filmLookup';
import { tmdbFilmLookup } from './tmdbFilms';

export interface TmdbSettings {
  apiToken: string;
  /** TMDB v3's base URL without a trailing slash (tests point it at the replay server). */
  baseUrl: string;
}

/** TMDB when its token is set, else the local catalog in `db`: the same choice the api's movie data makes. */
export function createFilmLookup(db: Knex, tmdb: TmdbSettings | undefined): FilmLookup {
  return tmdb ? tmdbFilmLookup(tmdb) : catalogFilmLookup(db);
}
