import { moviesApi, usePagedList, type MovieListName } from '@marquee/client';
import { useCallback } from 'react';

/** One of the four lists, loaded from its first page once `enabled`. */
export function useMovieList(list: MovieListName, enabled = true) {
  const fetchPage = useCallback(
    (page: number, signal: AbortSignal) => moviesApi.list(list, page, signal),
    [list],
  );
  return usePagedList(fetchPage, { enabled });
}
