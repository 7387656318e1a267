import { type FilmCatalog } from '@marquee/ai';
import { type AiFilmMatch } from '@marquee/contracts';

const yearOf = (releaseDate: string): number | null => Number(releaseDate.slice(0, 4)) || null;
const sameTitle = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0;

/**
 * The catalog film an AI suggestion names, so the screens can link to it: the search's best result with
 * the same title (and the same year when the suggestion gives one); no match leaves movieId null.
 */
export async function matchFilm<T extends AiFilmMatch>(catalog: FilmCatalog, film: T): Promise<T> {
  const results = await catalog.search(film.title);
  const titled = results.filter((candidate) => sameTitle(candidate.title, film.title));
  const match =
    titled.find((candidate) => film.year !== null && yearOf(candidate.release_date) === film.year) ??
    titled[0];
  if (!match) return { ...film, movieId: null };
  return {
    ...film,
    movieId: String(match.id),
    year: film.year ?? yearOf(match.release_date),
    posterPath: match.poster_path,
  };
}
