import { moviesApi, usePagedList } from '@marquee/client';
import { type MovieSummary } from '@marquee/contracts';
import { useCallback } from 'react';

/** This week's trending films (the first page; the row shows the first few). */
export function useTrending() {
  const fetchPage = useCallback(
    (page: number, signal: AbortSignal) => moviesApi.list('trending', page, signal),
    [],
  );
  return usePagedList<MovieSummary>(fetchPage);
}

/** Films of one genre, most popular first (the first page). */
export function useGenreFilms(genreId: number) {
  const fetchPage = useCallback(
    (page: number, signal: AbortSignal) =>
      moviesApi.discover({ genres: [genreId], sort: 'popularity.desc' }, page, signal),
    [genreId],
  );
  return usePagedList<MovieSummary>(fetchPage);
}
