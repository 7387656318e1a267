import { catalogNeighbours, type FilmCatalog } from '@marquee/ai';
import { type MovieAnalysis } from '@marquee/contracts';
import { matchFilm } from './matchFilm';

type SimilarFilm = MovieAnalysis['similar_films'][number];

/** As many as the analysis panel lists. */
const SHOWN = 4;

/**
 * An analysis's similar films as catalog films only, each linked: the films the engine named that the
 * catalog has, then the catalog's nearest neighbours of the film to make up the list. A film the catalog
 * lacks is never offered, as it could not be opened.
 */
export async function similarCatalogFilms(
  catalog: FilmCatalog,
  movieId: number,
  named: SimilarFilm[],
): Promise<SimilarFilm[]> {
  const matched = (await Promise.all(named.map((film) => matchFilm(catalog, film)))).filter(
    (film) => film.movieId !== null && film.movieId !== String(movieId),
  );
  const neighbours = await catalogNeighbours(catalog, movieId, SHOWN);
  const byId = new Map<string | null, SimilarFilm>();
  for (const film of [...matched, ...neighbours]) if (!byId.has(film.movieId)) byId.set(film.movieId, film);
  return [...byId.values()].slice(0, SHOWN);
}
