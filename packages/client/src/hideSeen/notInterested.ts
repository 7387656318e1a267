import type { NotInterestedBody, NotInterestedFilm } from '@marquee/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type WatchlistMovie } from '../remotes/remoteWidgetTypes';
import { useSignedInUserId } from '../useSignedInUserId';
import { fetchNotInterested, markNotInterested, unmarkNotInterested } from './hideSeenApi';
import { hideSeenKeys } from './hideSeenKeys';

/** The films the user marked "Not interested", newest first. */
export function notInterestedQuery(userId: string) {
  return queryOptions({
    queryKey: hideSeenKeys.notInterested(userId),
    queryFn: ({ signal }) => fetchNotInterested(userId, signal),
  });
}

/** What the "Not interested" list keeps of a card's film. */
export function toNotInterestedBody(movie: WatchlistMovie): NotInterestedBody {
  return {
    movieId: String(movie.id),
    title: movie.title,
    posterPath: movie.poster_path,
    releaseDate: movie.release_date || null,
  };
}

/**
 * The signed-in user's "Not interested" films, and marking or undoing one: the list changes at once and
 * takes the server's answer (the whole list) when it comes; a failure loads it again. The unseen lists
 * are only marked stale, so the page in view keeps its cards (and their Undo) until it is opened again.
 */
export function useNotInterested() {
  const userId = useSignedInUserId() ?? '';
  const queryClient = useQueryClient();
  const key = hideSeenKeys.notInterested(userId);
  const list = useQuery({ ...notInterestedQuery(userId), enabled: userId !== '' });

  const change = <Variables>(
    send: (variables: Variables) => Promise<NotInterestedFilm[]>,
    apply: (films: NotInterestedFilm[], variables: Variables) => NotInterestedFilm[],
  ) => ({
    mutationKey: key,
    mutationFn: send,
    onMutate: async (variables: Variables) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<NotInterestedFilm[]>(key, (films) => apply(films ?? [], variables));
    },
    onSuccess: (films: NotInterestedFilm[]) => {
      if (queryClient.isMutating({ mutationKey: key }) === 1) queryClient.setQueryData(key, films);
      void queryClient.invalidateQueries({ queryKey: hideSeenKeys.unseenLists(userId), refetchType: 'none' });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: key }),
  });

  const mark = useMutation(
    change(
      (film: NotInterestedBody) => markNotInterested(userId, film),
      (films, film) => [
        {
          ...film,
          posterPath: film.posterPath ?? null,
          releaseDate: film.releaseDate || null,
          createdAt: new Date().toISOString(),
        },
        ...films.filter((each) => each.movieId !== film.movieId),
      ],
    ),
  );
  const unmark = useMutation(
    change(
      (movieId: string) => unmarkNotInterested(userId, movieId),
      (films, movieId) => films.filter((film) => film.movieId !== movieId),
    ),
  );

  return {
    films: list.data ?? [],
    loading: list.isPending && userId !== '',
    error: list.error ?? mark.error ?? unmark.error,
    isNotInterested: (movieId: number | string) =>
      (list.data ?? []).some((film) => film.movieId === String(movieId)),
    mark: (film: NotInterestedBody) => mark.mutate(film),
    unmark: (movieId: string) => unmark.mutate(movieId),
    busy: mark.isPending || unmark.isPending,
  };
}
