import type { AiFilmMatch } from '@marquee/contracts';
import type { FilmCatalog } from '../types';

/** How far a model's year may be from the catalog's release year (festival vs release dates). */
const YEAR_TOLERANCE = 1;

/** Links a film the model named to the catalog: same title search, year within tolerance. */
export async function matchToCatalog(
  film: { title: string; year: number | null },
  catalog: FilmCatalog,
): Promise<AiFilmMatch> {
  const results = await catalog.search(film.title);
  const match = results.find((candidate) => {
    const year = Number.parseInt(candidate.release_date.slice(0, 4), 10);
    return film.year === null || (Number.isFinite(year) && Math.abs(year - film.year) <= YEAR_TOLERANCE);
  });
  return {
    title: match?.title ?? film.title,
    year: film.year,
    movieId: match ? String(match.id) : null,
    posterPath: match?.poster_path ?? null,
  };
}
