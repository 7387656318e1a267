import { moviesApi } from '@marquee/client';
import { type Genre } from '@marquee/contracts';
import { useCallback, useEffect, useState } from 'react';

export interface GenreListState {
  /** TMDB's movie genres, for the filter chips; empty until they arrive. */
  genres: Genre[];
  failed: boolean;
  retry: () => void;
}

/** The genre list, loaded once per visit of the page, with a retry when it fails. */
export function useGenres(): GenreListState {
  const [genres, setGenres] = useState<Genre[]>([]);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    moviesApi.genres(controller.signal).then(
      (list) => setGenres(list.genres),
      () => {
        if (!controller.signal.aborted) setFailed(true);
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((count) => count + 1);
  }, []);
  return { genres, failed, retry };
}
