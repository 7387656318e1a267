import { type FavouriteFilm } from '@marquee/contracts';
import { loggedFilm } from '../diary/loggedFilm';
import { type MovieDataProvider } from '../movies/movieDataProvider';

/**
 * The favourite films as a profile shows them, read from the movie data in the owner's order. A film the
 * movie data does not know rejects with its 404, so no profile names a film that does not exist.
 */
export function favouriteFilms(movies: MovieDataProvider, movieIds: string[]): Promise<FavouriteFilm[]> {
  return Promise.all(
    movieIds.map(async (movieId) => {
      const { title, poster, year } = await loggedFilm(movies, movieId);
      return { movieId, title, poster, year };
    }),
  );
}
