import type {
  CreateDiaryEntryBody,
  CreatedDiaryEntry,
  DiaryEntry,
  DiaryPage,
  MovieWatches,
  UpdateDiaryEntryBody,
} from '@marquee/contracts';
import { type InfiniteData, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { QUEUED, sendOrQueue, type Queued } from '../offline/outbox';
import { useSignedInUserId } from '../useSignedInUserId';
import { clientText } from '../messages';
import { deleteDiaryEntry, logFilm, updateDiaryEntry } from './diaryApi';
import { withEntryRemoved, withEntryReplaced, withWatchLogged } from './diaryCacheUpdates';
import { diaryKeys } from './diaryKeys';

type DiaryPages = InfiniteData<DiaryPage, string | null>;

// A guest's button sends them to sign in; this only answers a change asked for anyway.
function signedIn(userId: string | undefined): string {
  if (!userId) throw new Error(clientText('diary.signIn'));
  return userId;
}

/** The user's lists and figures, and the film's counts, are asked again: dates and filters move entries. */
function refreshAfterChange(queryClient: QueryClient, userId: string, movieId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: diaryKeys.user(userId) }),
    queryClient.invalidateQueries({ queryKey: diaryKeys.movie(movieId) }),
  ]);
}

/**
 * Logs a viewing of a film for the signed-in user. The film's counts go up at once (the movie page says
 * "Watched N times" without waiting) and go back if the server refuses; the answer tells whether the film
 * is on the watchlist, so the caller can offer to take it off. Offline, the log waits in the outbox and
 * the answer is QUEUED.
 */
export function useLogFilm() {
  const queryClient = useQueryClient();
  const userId = useSignedInUserId();
  return useMutation({
    // Sent even when the browser says it is offline: the outbox keeps what gets no answer.
    networkMode: 'always',
    mutationFn: (body: CreateDiaryEntryBody) => {
      const id = signedIn(userId);
      return sendOrQueue<CreatedDiaryEntry | Queued>(
        id,
        { kind: 'diary.log', body },
        (clientKey) => logFilm(id, { ...body, clientKey }),
        () => QUEUED,
      );
    },
    async onMutate(body) {
      const key = diaryKeys.movieSeenBy(body.movieId, userId ?? null);
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<MovieWatches>(key);
      if (before && body.watchedOn) queryClient.setQueryData(key, withWatchLogged(before, body.watchedOn));
      return { key, before };
    },
    onError(_error, _body, context) {
      if (context?.before) queryClient.setQueryData(context.key, context.before);
    },
    onSettled: (_answer, _error, body) => userId && refreshAfterChange(queryClient, userId, body.movieId),
  });
}

/** Changes one of the signed-in user's diary entries: shown in the lists as soon as the server agrees. */
export function useUpdateDiaryEntry() {
  const queryClient = useQueryClient();
  const userId = useSignedInUserId();
  return useMutation({
    mutationFn: ({ entry, changes }: { entry: DiaryEntry; changes: UpdateDiaryEntryBody }) =>
      updateDiaryEntry(signedIn(userId), entry.id, changes),
    onSuccess(updated) {
      if (!userId) return;
      queryClient.setQueriesData<DiaryPages>({ queryKey: diaryKeys.entries(userId) }, (data) =>
        data ? withEntryReplaced(data, updated) : data,
      );
      return refreshAfterChange(queryClient, userId, updated.movieId);
    },
  });
}

/** Deletes one of the signed-in user's diary entries: gone from the lists at once, back if the call fails. */
export function useDeleteDiaryEntry() {
  const queryClient = useQueryClient();
  const userId = useSignedInUserId();
  return useMutation({
    mutationFn: (entry: DiaryEntry) => deleteDiaryEntry(signedIn(userId), entry.id),
    async onMutate(entry) {
      if (!userId) return { before: [] };
      const lists = { queryKey: diaryKeys.entries(userId) };
      await queryClient.cancelQueries(lists);
      const before = queryClient.getQueriesData<DiaryPages>(lists);
      queryClient.setQueriesData<DiaryPages>(lists, (data) =>
        data ? withEntryRemoved(data, entry.id) : data,
      );
      return { before };
    },
    onError(_error, _entry, context) {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: (_answer, _error, entry) => userId && refreshAfterChange(queryClient, userId, entry.movieId),
  });
}
