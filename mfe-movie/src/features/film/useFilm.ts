import { ApiError, movieDetailsKey, useMovieDetails } from '@marquee/client';
import { type MovieDetails } from '@marquee/contracts';
import { pageHref } from '@marquee/contracts/pages';
import { useNavigate } from '@marquee/router';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

export type FilmState =
  | { status: 'loading' }
  | { status: 'ready'; movie: MovieDetails }
  | { status: 'notFound' }
  | { status: 'error'; message: string; retry: () => void };

/**
 * The film of /movie/:id with every appended part. An unknown id is its own state (the API answers 404, or
 * 400 for an id that cannot be a film); any other failure can be retried, and shows as loading meanwhile.
 * A merged film's old id answers with the film under its new one (the API redirects): the page moves to the
 * film's own URL, where the answer is already in the cache.
 */
export function useFilm(id: string): FilmState {
  const query = useMovieDetails(id);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const movedTo = query.data && String(query.data.id) !== id ? query.data : null;

  useEffect(() => {
    if (!movedTo) return;
    queryClient.setQueryData(movieDetailsKey(movedTo.id), movedTo);
    void navigate(pageHref('movie', { id: movedTo.id }), { replace: true });
  }, [movedTo, navigate, queryClient]);

  if (query.data) return { status: 'ready', movie: query.data };
  if (query.isFetching || !query.error) return { status: 'loading' };
  const { error, refetch } = query;
  if (error instanceof ApiError && (error.status === 404 || error.status === 400))
    return { status: 'notFound' };
  return { status: 'error', message: error.message, retry: () => void refetch() };
}
