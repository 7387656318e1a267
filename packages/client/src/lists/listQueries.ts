import type { ListEntriesPage } from '@marquee/contracts';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useSignedInUserId } from '../useSignedInUserId';
import { fetchList, fetchListEntries, fetchUserLists } from './listsApi';
import { listKeys, type ListEntriesOrder } from './listKeys';

/** `ownerId`'s lists as `viewerId` sees them; with `containing`, flagged for that film. */
export function userListsQuery(ownerId: string, viewerId: string | null, containing: string | null = null) {
  return queryOptions({
    queryKey: listKeys.userListsSeenBy(ownerId, viewerId, containing),
    queryFn: ({ signal }) => fetchUserLists(ownerId, containing, signal),
  });
}

/** One list (without its films) as `viewerId` sees it. */
export function listQuery(listId: string, viewerId: string | null) {
  return queryOptions({
    queryKey: listKeys.details(listId, viewerId),
    queryFn: ({ signal }) => fetchList(listId, signal),
  });
}

/** A list's films in `order`, page by page (the cursor of the page before). */
export function listEntriesInfiniteQuery(listId: string, viewerId: string | null, order: ListEntriesOrder) {
  return infiniteQueryOptions({
    queryKey: listKeys.sortedEntries(listId, viewerId, order),
    queryFn: ({ pageParam, signal }) => fetchListEntries(listId, order, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ListEntriesPage) => last.nextCursor ?? undefined,
  });
}

/** The signed-in user's own lists, each flagged for the film `containing` when given (nothing asked for a guest). */
export function useMyLists({
  containing = null,
  enabled = true,
}: { containing?: string | null; enabled?: boolean } = {}) {
  const userId = useSignedInUserId();
  return useQuery({
    ...userListsQuery(userId ?? '', userId ?? null, containing),
    enabled: enabled && userId !== undefined,
  });
}

/** One list as whoever is signed in sees it (a list they may not read fails with a 404). */
export function useList(listId: string) {
  return useQuery(listQuery(listId, useSignedInUserId() ?? null));
}

/** A list's films in `order` (by rank unless said), page by page. */
export function useListEntries(listId: string, order: ListEntriesOrder = {}) {
  return useInfiniteQuery(listEntriesInfiniteQuery(listId, useSignedInUserId() ?? null, order));
}
