import type { ListEntriesQuery } from '@marquee/contracts';

/** The order of a list's page: a sort and its direction (the API's default direction when left out). */
export type ListEntriesOrder = Pick<ListEntriesQuery, 'sort' | 'order'>;

/**
 * The cache keys of lists (docs/architecture.md, "Server state"). What a list or a user's lists show
 * depends on who asks (a private list is its owner's alone), so every key carries the viewer (null for a
 * guest); `userLists(owner)` and `list(id)` are the prefixes a write refreshes, whoever was looking.
 */
export const listKeys = {
  all: ['lists'] as const,
  userLists: (ownerId: string) => ['lists', 'user', ownerId] as const,
  userListsSeenBy: (ownerId: string, viewerId: string | null, containing: string | null) =>
    ['lists', 'user', ownerId, viewerId, { containing }] as const,
  list: (listId: string) => ['lists', 'list', listId] as const,
  details: (listId: string, viewerId: string | null) =>
    ['lists', 'list', listId, viewerId, 'details'] as const,
  entries: (listId: string) => ['lists', 'list', listId, 'entries'] as const,
  sortedEntries: (listId: string, viewerId: string | null, order: ListEntriesOrder) =>
    ['lists', 'list', listId, 'entries', viewerId, order] as const,
};
