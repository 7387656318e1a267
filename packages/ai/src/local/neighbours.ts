import type { AiFilmMatch } from '@marquee/contracts';
import type { FilmCatalog } from '../types';
import { filmIndexOf } from './filmIndex';
import { asMatch, listJoin } from './offline';
import { sharedTraits } from './sharedTraits';

/**
 * The catalog's films most like a catalog film, each with why, for "similar films" lists that must link:
 * from the index when the catalog has one, else from the film's own similar list.
 */
export async function catalogNeighbours(
  catalog: FilmCatalog,
  id: number,
  limit: number,
): Promise<(AiFilmMatch & { reason: string })[]> {
  const index = await filmIndexOf(catalog);
  const film = index?.byId.get(id);
  if (index && film) {
    return index.similar(id, limit).map(({ film: other }) => ({
      ...asMatch(other),
      reason: capitalise(listJoin(sharedTraits(film, other)) || 'a close match in the catalog'),
    }));
  }
  const details = await catalog.details(id);
  return (details?.similar?.results ?? [])
    .slice(0, limit)
    .map((other) => ({ ...asMatch(other), reason: `Similar to ${details!.title} in the catalog` }));
}

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
