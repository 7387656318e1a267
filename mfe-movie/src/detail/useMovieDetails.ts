import { ApiError, moviesApi } from '@marquee/client';
import { type MovieDetails } from '@marquee/contracts';
import { useCallback, useEffect, useState } from 'react';

type Settled =
  { status: 'ready'; movie: MovieDetails } | { status: 'notFound' } | { status: 'error'; message: string };

export type MovieDetailsState = { status: 'loading' } | Settled;

/**
 * The film with every appended part, in one request. An unknown id is its own state (the API answers
 * 404, or 400 for an id that cannot be a film); any other failure can be retried.
 */
export function useMovieDetails(id: string): { state: MovieDetailsState; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  // Each answer remembers which request it settles, so a new id or a retry reads as loading at once.
  const request = `${id}#${attempt}`;
  const [settled, setSettled] = useState<{ request: string; state: Settled } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const settle = (state: Settled) => setSettled({ request, state });
    moviesApi.details(id, controller.signal).then(
      (movie) => settle({ status: 'ready', movie }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
          settle({ status: 'notFound' });
        } else {
          settle({ status: 'error', message: error instanceof Error ? error.message : String(error) });
        }
      },
    );
    return () => controller.abort();
  }, [id, request]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state: settled?.request === request ? settled.state : { status: 'loading' }, retry };
}
