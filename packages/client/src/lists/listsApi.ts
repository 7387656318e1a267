import type {
  AddListEntryBody,
  CreateListBody,
  List,
  ListEntriesPage,
  ListEntry,
  ListEntryResponse,
  ListResponse,
  UpdateListBody,
  UpdateListEntryBody,
  UserLists,
} from '@marquee/contracts';
import { apiClient } from '../apiClient';
import { clientText } from '../messages';
import { type ListEntriesOrder } from './listKeys';

const userListsPath = (userId: string) => `/users/${encodeURIComponent(userId)}/lists`;
const listPath = (listId: string) => `/lists/${encodeURIComponent(listId)}`;
const entryPath = (listId: string, movieId: string) =>
  `${listPath(listId)}/entries/${encodeURIComponent(movieId)}`;

function queryString(values: Record<string, string | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * A user's lists, the most recently changed first: all of them for their owner, the public ones for anyone
 * else; with `containing` (a film id) each says whether it holds that film.
 */
export async function fetchUserLists(
  userId: string,
  containing: string | null,
  signal?: AbortSignal,
): Promise<List[]> {
  const answer = await apiClient.get<UserLists>(`${userListsPath(userId)}${queryString({ containing })}`, {
    signal,
    fallbackMessage: clientText('lists.listsFailed'),
  });
  return answer.lists;
}

/** One list without its films; a list the caller may not read is a 404 like one that does not exist. */
export async function fetchList(listId: string, signal?: AbortSignal): Promise<List> {
  const answer = await apiClient.get<ListResponse>(listPath(listId), {
    signal,
    fallbackMessage: clientText('lists.loadFailed'),
  });
  return answer.list;
}

/** One page of a list's films in `order`; `cursor` is the page before's `nextCursor`. */
export function fetchListEntries(
  listId: string,
  order: ListEntriesOrder,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ListEntriesPage> {
  return apiClient.get<ListEntriesPage>(
    `${listPath(listId)}/entries${queryString({ sort: order.sort, order: order.order, cursor })}`,
    { signal, fallbackMessage: clientText('lists.filmsFailed') },
  );
}

export async function createList(userId: string, body: CreateListBody): Promise<List> {
  const answer = await apiClient.post<ListResponse>(userListsPath(userId), body, {
    fallbackMessage: clientText('lists.createFailed'),
  });
  return answer.list;
}

export async function updateList(listId: string, changes: UpdateListBody): Promise<List> {
  const answer = await apiClient.patch<ListResponse>(listPath(listId), changes, {
    fallbackMessage: clientText('lists.updateFailed'),
  });
  return answer.list;
}

export async function deleteList(listId: string): Promise<void> {
  await apiClient.delete<undefined>(listPath(listId), { fallbackMessage: clientText('lists.deleteFailed') });
}

/** Adds a film at the end of a list. */
export async function addListEntry(listId: string, body: AddListEntryBody): Promise<ListEntry> {
  const answer = await apiClient.post<ListEntryResponse>(`${listPath(listId)}/entries`, body, {
    fallbackMessage: clientText('lists.addFilmFailed'),
  });
  return answer.entry;
}

/** Changes a film's note on a list, or moves it (`ListMove`), or both. */
export async function updateListEntry(
  listId: string,
  movieId: string,
  changes: UpdateListEntryBody,
): Promise<ListEntry> {
  const answer = await apiClient.patch<ListEntryResponse>(entryPath(listId, movieId), changes, {
    fallbackMessage: clientText('lists.updateFilmFailed'),
  });
  return answer.entry;
}

export async function removeListEntry(listId: string, movieId: string): Promise<void> {
  await apiClient.delete<undefined>(entryPath(listId, movieId), {
    fallbackMessage: clientText('lists.removeFilmFailed'),
  });
}
