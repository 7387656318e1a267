import type { List, ListEntriesPage, ListEntry, ListMove } from '@marquee/contracts';
import type { InfiniteData } from '@tanstack/react-query';
import { type ListEntriesOrder } from './listKeys';

/* What a list's writes do to the cached answers, applied at once or before they are asked again. */

export type ListEntryPages = InfiniteData<ListEntriesPage, string | null>;

/** The film is now on the list (or off it): its flag and count, as the "Add to list" menu shows them. */
export function withFilmOnList(lists: List[], listId: string, contains: boolean): List[] {
  return lists.map((list) =>
    list.id !== listId || list.contains === contains
      ? list
      : { ...list, contains, entryCount: Math.max(0, list.entryCount + (contains ? 1 : -1)) },
  );
}

export function withListReplaced(lists: List[], changed: List): List[] {
  return lists.map((list) => (list.id === changed.id ? { ...changed, contains: list.contains } : list));
}

export function withoutList(lists: List[], listId: string): List[] {
  return lists.filter((list) => list.id !== listId);
}

const entriesOf = (data: ListEntryPages) => data.pages.flatMap((page) => page.entries);

/** The loaded entries laid back into pages of the sizes they had, the last taking what is left. */
function repaged(data: ListEntryPages, entries: ListEntry[], total: number): ListEntryPages {
  let start = 0;
  const pages = data.pages.map((page, index) => {
    const end = index === data.pages.length - 1 ? entries.length : start + page.entries.length;
    const next = { ...page, entries: entries.slice(start, end), total };
    start = end;
    return next;
  });
  return { ...data, pages };
}

export function withEntryReplaced(data: ListEntryPages, entry: ListEntry): ListEntryPages {
  const entries = entriesOf(data);
  if (!entries.some((existing) => existing.movieId === entry.movieId)) return data;
  const replaced = entries.map((existing) =>
    existing.movieId === entry.movieId ? { ...entry, rank: existing.rank } : existing,
  );
  return repaged(data, replaced, data.pages[0]?.total ?? 0);
}

/** The film leaves the pages and the total; when the pages are in rank order, the films after it move up. */
export function withEntryRemoved(data: ListEntryPages, movieId: string, rankOrder: boolean): ListEntryPages {
  const entries = entriesOf(data);
  const removed = entries.find((entry) => entry.movieId === movieId);
  if (!removed) return data;
  const rest = entries
    .filter((entry) => entry !== removed)
    .map((entry) => (rankOrder && entry.rank > removed.rank ? { ...entry, rank: entry.rank - 1 } : entry));
  return repaged(data, rest, Math.max(0, (data.pages[0]?.total ?? 1) - 1));
}

/** Whether pages in `order` follow the list's own order from its first film (where a move is shown at once). */
export function isRankOrder(order: ListEntriesOrder): boolean {
  return (order.sort ?? 'rank') === 'rank' && (order.order ?? 'asc') === 'asc';
}

/** Where the moving film goes among the loaded others: -1 when beyond them (a film not loaded yet). */
function destination(others: ListEntry[], move: ListMove, morePages: boolean): number {
  const at = (movieId: string) => others.findIndex((entry) => entry.movieId === movieId);
  if (move.before !== undefined) return at(move.before);
  if (move.after !== undefined) return at(move.after) < 0 ? -1 : at(move.after) + 1;
  const index = move.toIndex ?? 0;
  if (index < others.length) return index;
  return morePages ? -1 : others.length;
}

/**
 * A film moved as `move` says, in pages in rank order: it takes its new place and every loaded film its
 * new rank; moved past the loaded pages, it leaves them until they are asked again.
 */
export function withEntryMoved(data: ListEntryPages, movieId: string, move: ListMove): ListEntryPages {
  const entries = entriesOf(data);
  const from = entries.findIndex((entry) => entry.movieId === movieId);
  const moving = entries[from];
  if (!moving) return data;
  const others = entries.toSpliced(from, 1);
  const morePages = data.pages.at(-1)?.nextCursor != null;
  const to = destination(others, move, morePages);
  const reordered = to < 0 ? others : others.toSpliced(to, 0, moving);
  const ranked = reordered.map((entry, index) => ({ ...entry, rank: index + 1 }));
  return repaged(data, ranked, data.pages[0]?.total ?? 0);
}
