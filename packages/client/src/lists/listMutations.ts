import type {
  CreateListBody,
  List,
  ListEntry,
  UpdateListBody,
  UpdateListEntryBody,
} from '@marquee/contracts';
import {
  type Query,
  type QueryClient,
  type QueryFilters,
  type QueryKey,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { useSignedInUserId } from '../useSignedInUserId';
import { clientText } from '../messages';
import {
  isRankOrder,
  type ListEntryPages,
  withEntryMoved,
  withEntryRemoved,
  withEntryReplaced,
  withFilmOnList,
  withListReplaced,
  withoutList,
} from './listCacheUpdates';
import { listKeys, type ListEntriesOrder } from './listKeys';
import {
  addListEntry,
  createList,
  deleteList,
  removeListEntry,
  updateList,
  updateListEntry,
} from './listsApi';

// A guest's button sends them to sign in; this only answers a change asked for anyway.
function signedIn(userId: string | undefined): string {
  if (!userId) throw new Error(clientText('lists.signIn'));
  return userId;
}

/** A new list: the API's body, and the film to put on it at once (the "Add to list" menu's "New list…"). */
export type NewList = CreateListBody & { movieId?: string };

/** One film of one list. */
export interface ListFilm {
  listId: string;
  movieId: string;
}

type Snapshot = [QueryKey, unknown][];

/** Changes the cached answers `filters` match at once, answering what they were to put back on failure. */
async function changeNow<T>(
  queryClient: QueryClient,
  filters: QueryFilters,
  change: (data: T, key: QueryKey) => T,
): Promise<Snapshot> {
  await queryClient.cancelQueries(filters);
  const before = queryClient.getQueriesData<T>(filters);
  for (const [key, data] of before) if (data !== undefined) queryClient.setQueryData(key, change(data, key));
  return before;
}

function putBack(queryClient: QueryClient, snapshots: Snapshot[] | undefined) {
  for (const [key, data] of (snapshots ?? []).flat()) queryClient.setQueryData(key, data);
}

/** The signed-in user's lists flagged for one film (the menu of that film, whoever's page it is on). */
const flaggedFor = (userId: string, movieId: string): QueryFilters => ({
  queryKey: listKeys.userLists(userId),
  predicate: ({ queryKey }) => (queryKey[4] as { containing?: string | null }).containing === movieId,
});

const orderOf = (key: QueryKey) => key[5] as ListEntriesOrder;
const isRankOrderPages = ({ queryKey }: Query) => queryKey[3] === 'entries' && isRankOrder(orderOf(queryKey));

/**
 * After a change to one of a list's films: the owner's lists (counts, posters, "changed" order) and the
 * list itself are asked again, except the pages in rank order the change already left exact.
 */
function refreshList(queryClient: QueryClient, userId: string, listId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: listKeys.userLists(userId) }),
    queryClient.invalidateQueries({
      queryKey: listKeys.list(listId),
      predicate: (query) => !isRankOrderPages(query),
    }),
  ]);
}

/** Makes a list for the signed-in user, and puts `movieId` on it when given; a film refused still leaves the list made. */
export function useCreateList() {
  const queryClient = useQueryClient();
  const userId = useSignedInUserId();
  return useMutation({
    async mutationFn({ movieId, ...body }: NewList): Promise<List> {
      const list = await createList(signedIn(userId), body);
      if (movieId === undefined) return list;
      try {
        await addListEntry(list.id, { movieId });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(clientText('lists.madeWithoutFilm', { name: list.name, reason }), { cause: error });
      }
      return { ...list, entryCount: 1 };
    },
    onSettled: () => userId && queryClient.invalidateQueries({ queryKey: listKeys.userLists(userId) }),
  });
}

/** Changes a list's name, description, visibility or ranking; shown as soon as the server agrees. */
export function useUpdateList() {
  const queryClient = useQueryClient();
  const userId = useSignedInUserId();
  return useMutation({
    mutationFn: ({ listId, changes }: { listId: string; changes: UpdateListBody }) =>
      updateList(listId, changes),
    async onSuccess(list) {
      if (!userId) return;
      queryClient.setQueryData(listKeys.details(list.id, userId), list);
      queryClient.setQueriesData<List[]>({ queryKey: listKeys.userLists(userId) }, (lists) =>
        lists ? withListReplaced(lists, list) : lists,
      );
      await queryClient.invalidateQueries({ queryKey: listKeys.userLists(userId) });
    },
  });
}

/** Deletes a list and its films: gone from the user's lists once the server agrees. */
export function useDeleteList() {
  const queryClient = useQueryClient();
  const userId = useSignedInUserId();
  return useMutation({
    mutationFn: (listId: string) => deleteList(listId),
    async onSuccess(_answer, listId) {
      queryClient.removeQueries({ queryKey: listKeys.list(listId) });
      if (!userId) return;
      queryClient.setQueriesData<List[]>({ queryKey: listKeys.userLists(userId) }, (lists) =>
        lists ? withoutList(lists, listId) : lists,
      );
      await queryClient.invalidateQueries({ queryKey: listKeys.userLists(userId) });
    },
  });
}

/** Puts a film on a list (last): ticked in its menu at once, unticked again if the server refuses. */
export function useAddListEntry() {
  const queryClient = useQueryClient();
  const userId = useSignedInUserId();
  return useMutation({
    mutationFn: ({ listId, movieId, note }: ListFilm & { note?: string }) =>
      addListEntry(listId, { movieId, ...(note !== undefined && { note }) }),
    async onMutate({ listId, movieId }) {
      if (!userId) return [];
      return [
        await changeNow<List[]>(queryClient, flaggedFor(userId, movieId), (lists) =>
          withFilmOnList(lists, listId, true),
        ),
      ];
    },
    onError: (_error, _film, snapshots) => putBack(queryClient, snapshots),
    onSettled(_entry, _error, { listId }) {
      if (!userId) return;
      // The film goes last, where the loaded pages may not reach: all of the list is asked again.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: listKeys.userLists(userId) }),
        queryClient.invalidateQueries({ queryKey: listKeys.list(listId) }),
      ]);
    },
  });
}

/** Takes a film off a list: unticked and gone from the list's pages at once, back if the call fails. */
export function useRemoveListEntry() {
  const queryClient = useQueryClient();
  const userId = useSignedInUserId();
  return useMutation({
    mutationFn: ({ listId, movieId }: ListFilm) => removeListEntry(listId, movieId),
    async onMutate({ listId, movieId }) {
      if (!userId) return [];
      return Promise.all([
        changeNow<List[]>(queryClient, flaggedFor(userId, movieId), (lists) =>
          withFilmOnList(lists, listId, false),
        ),
        changeNow<ListEntryPages>(queryClient, { queryKey: listKeys.entries(listId) }, (data, key) =>
          withEntryRemoved(data, movieId, isRankOrder(orderOf(key))),
        ),
      ]);
    },
    onError: (_error, _film, snapshots) => putBack(queryClient, snapshots),
    onSettled: (_answer, _error, { listId }) => userId && refreshList(queryClient, userId, listId),
  });
}

/**
 * Changes a film's note and/or moves it (`ListMove`): a move shows at once in the pages in rank order (and
 * goes back if the server refuses); a note once the server agrees.
 */
export function useUpdateListEntry() {
  const queryClient = useQueryClient();
  const userId = useSignedInUserId();
  return useMutation({
    mutationFn: ({ listId, movieId, changes }: ListFilm & { changes: UpdateListEntryBody }) =>
      updateListEntry(listId, movieId, changes),
    async onMutate({ listId, movieId, changes: { move } }) {
      if (!move) return [];
      return [
        await changeNow<ListEntryPages>(
          queryClient,
          { queryKey: listKeys.entries(listId), predicate: isRankOrderPages },
          (data) => withEntryMoved(data, movieId, move),
        ),
      ];
    },
    onError(_error, { listId }, snapshots) {
      putBack(queryClient, snapshots);
      return queryClient.invalidateQueries({
        queryKey: listKeys.entries(listId),
        predicate: isRankOrderPages,
      });
    },
    onSuccess(entry: ListEntry, { listId }) {
      queryClient.setQueriesData<ListEntryPages>({ queryKey: listKeys.entries(listId) }, (data) =>
        data ? withEntryReplaced(data, entry) : data,
      );
    },
    onSettled: (_entry, _error, { listId }) => userId && refreshList(queryClient, userId, listId),
  });
}
