import { queryOptions, useQuery } from '@tanstack/react-query';
import { moviesApi } from './moviesApi';

/** The cache key of a film with every appended part (docs/architecture.md, "Server state"). */
export const movieDetailsKey = (id: number | string) => ['movies', 'details', String(id)] as const;

/**
 * A film with every appended part, in one request. For an id merged into another film the API redirects,
 * so the answer is the film under its new id.
 */
export function movieDetailsQuery(id: number | string) {
  return queryOptions({
    queryKey: movieDetailsKey(id),
    queryFn: ({ signal }) => moviesApi.details(id, signal),
  });
}

export function useMovieDetails(id: number | string) {
  return useQuery(movieDetailsQuery(id));
}
