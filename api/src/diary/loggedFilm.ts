import { JsonText, type MovieDataProvider } from '../movies/movieDataProvider';

/**
 * What a diary entry (or a list entry) keeps of its film, copied at log time so the diary and its
 * statistics need no lookup.
 */
export interface LoggedFilm {
  title: string;
  poster: string | null;
  /** The release year ('1999'), or '' when unknown. */
  year: string;
  runtime: number | null;
  genres: string[];
  /** The film's average rating, 0..10 (a list entry keeps it to sort by rating). */
  voteAverage: number;
}

/**
 * The film's details from the movie data the watchlist and reviews use (TMDB through its cache, or the
 * local catalog). A film that does not exist rejects with the provider's 404.
 */
export async function loggedFilm(movies: MovieDataProvider, movieId: string): Promise<LoggedFilm> {
  const { body } = await movies.movie(Number(movieId), { append_to_response: [] });
  const film = body instanceof JsonText ? body.parse() : body;
  return {
    title: film.title,
    poster: film.poster_path,
    year: /^\d{4}/.exec(film.release_date ?? '')?.[0] ?? '',
    runtime: film.runtime && film.runtime > 0 ? film.runtime : null,
    genres: film.genres.map((genre) => genre.name),
    voteAverage: film.vote_average,
  };
}
