import type { AddToWatchlistBody, WatchlistItem } from '@marquee/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { sendOrQueue } from '../offline/outbox';
import { useSignedInUserId } from '../useSignedInUserId';
import { clientText } from '../messages';
import { addToWatchlist, removeFromWatchlist } from './watchlistApi';
import { toOptimisticItem } from './watchlistItem';
import { watchlistKey } from './watchlistKey';
import { storedWatchlist } from './watchlistStorage';

/** What a change rolls back to on failure; `hadList`: the list had been loaded before the change. */
interface Rollback {
  hadList: boolean;
  undo(items: WatchlistItem[]): WatchlistItem[];
}

/**
 * One optimistic watchlist change (docs/product.md §4, Watchlist): `apply` shows at once; the server's
 * answer (the whole list) then replaces it, or a failure takes back this change only, so another change
 * made meanwhile stays. A failure on a list never loaded fetches it, since the base it changed was empty.
 */
function watchlistChange<Variables>(
  queryClient: QueryClient,
  userId: string | undefined,
  send: (userId: string, variables: Variables) => Promise<WatchlistItem[]>,
  apply: (items: WatchlistItem[], variables: Variables) => { items: WatchlistItem[]; undo: Rollback['undo'] },
) {
  const key = watchlistKey(userId ?? '');
  // After a sign-out the user's list is gone from the cache: a late answer must not bring it back.
  const isKept = () => queryClient.getQueryState(key) !== undefined;
  return {
    mutationKey: key,
    // A guest's button saves the film and sends them to sign in; this only answers a change asked for anyway.
    mutationFn: (variables: Variables) =>
      userId ? send(userId, variables) : Promise.reject(new Error(clientText('watchlist.signIn'))),
    async onMutate(variables: Variables): Promise<Rollback> {
      if (!userId) return { hadList: true, undo: (items) => items };
      // A load under way would overwrite the change with the list from before it.
      await queryClient.cancelQueries({ queryKey: key });
      const loaded = queryClient.getQueryData<WatchlistItem[]>(key);
      const { items, undo } = apply(loaded ?? storedWatchlist(userId) ?? [], variables);
      queryClient.setQueryData(key, items);
      return { hadList: loaded !== undefined, undo };
    },
    onSuccess(items: WatchlistItem[]) {
      // While another change is under way its entry stays as shown; the last answer brings the server's list.
      if (isKept() && queryClient.isMutating({ mutationKey: key }) === 1)
        queryClient.setQueryData(key, items);
    },
    onError(_error: Error, _variables: Variables, rollback: Rollback | undefined) {
      if (!rollback || !isKept()) return;
      queryClient.setQueryData<WatchlistItem[]>(key, (items) => rollback.undo(items ?? []));
      if (!rollback.hadList) void queryClient.invalidateQueries({ queryKey: key });
    },
  };
}

/**
 * Adds a film at the top of `userId`'s list at once; a failed add takes it off again. Offline, the add
 * waits in the outbox and the list stays as shown (an add is idempotent, so a replay is harmless).
 */
export function addToWatchlistMutation(queryClient: QueryClient, userId: string | undefined) {
  const sendOrKeep = (id: string, body: AddToWatchlistBody) =>
    sendOrQueue(
      id,
      { kind: 'watchlist.add', body },
      () => addToWatchlist(id, body),
      () => queryClient.getQueryData<WatchlistItem[]>(watchlistKey(id)) ?? [],
    );
  const change = watchlistChange(queryClient, userId, sendOrKeep, (items, body: AddToWatchlistBody) => {
    if (items.some((item) => item.movieId === body.movieId)) return { items, undo: (current) => current };
    return {
      items: [toOptimisticItem(body), ...items],
      undo: (current) => current.filter((item) => item.movieId !== body.movieId),
    };
  });
  // Sent even when the browser says it is offline: the outbox keeps what gets no answer.
  return { ...change, networkMode: 'always' as const };
}

/** Takes a film off `userId`'s list at once; a failed removal puts it back where it was. */
export function removeFromWatchlistMutation(queryClient: QueryClient, userId: string | undefined) {
  return watchlistChange(queryClient, userId, removeFromWatchlist, (items, movieId: string) => {
    const position = items.findIndex((item) => item.movieId === movieId);
    const removed = items[position];
    if (!removed) return { items, undo: (current) => current };
    return {
      items: items.filter((item) => item.movieId !== movieId),
      undo: (current) =>
        current.some((item) => item.movieId === movieId) ? current : current.toSpliced(position, 0, removed),
    };
  });
}

/** Adds a film (the API's body: `toWatchlistBody(movie)`) to the signed-in user's watchlist. */
export function useAddToWatchlist() {
  return useMutation(addToWatchlistMutation(useQueryClient(), useSignedInUserId()));
}

/** Removes a film, by its id, from the signed-in user's watchlist. */
export function useRemoveFromWatchlist() {
  return useMutation(removeFromWatchlistMutation(useQueryClient(), useSignedInUserId()));
}
