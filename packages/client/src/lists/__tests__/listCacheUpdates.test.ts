import type { List, ListEntriesPage, ListEntry } from '@marquee/contracts';
import {
  isRankOrder,
  type ListEntryPages,
  withEntryMoved,
  withEntryRemoved,
  withEntryReplaced,
  withFilmOnList,
} from '../listCacheUpdates';

const entry = (movieId: string, rank: number) => ({ movieId, rank, note: '' }) as ListEntry;
/** Pages of films by id, ranked 1.. in that order; `more`: the list goes on past them. */
function pages(ids: string[][], more = false): ListEntryPages {
  let rank = 0;
  const total = ids.flat().length + (more ? 10 : 0);
  return {
    pageParams: ids.map((_, index) => (index === 0 ? null : String(index))),
    pages: ids.map(
      (page, index) =>
        ({
          entries: page.map((id) => entry(id, ++rank)),
          nextCursor: index < ids.length - 1 || more ? `c${index}` : null,
          total,
        }) as ListEntriesPage,
    ),
  };
}
const ids = (data: ListEntryPages) => data.pages.map((page) => page.entries.map(({ movieId }) => movieId));
const ranks = (data: ListEntryPages) => data.pages.flatMap((page) => page.entries.map(({ rank }) => rank));

test('a film put on or taken off a list flips its tick and count once', () => {
  const lists = [
    { id: 'a', contains: false, entryCount: 2 },
    { id: 'b', contains: true, entryCount: 1 },
  ] as List[];
  expect(withFilmOnList(lists, 'a', true)[0]).toMatchObject({ contains: true, entryCount: 3 });
  expect(withFilmOnList(lists, 'b', false)[1]).toMatchObject({ contains: false, entryCount: 0 });
  expect(withFilmOnList(lists, 'b', true)[1]).toBe(lists[1]);
});

test('a move before, after or to an index reorders the loaded pages and renumbers them', () => {
  const data = pages([
    ['1', '2', '3'],
    ['4', '5'],
  ]);
  expect(ids(withEntryMoved(data, '5', { before: '2' }))).toEqual([
    ['1', '5', '2'],
    ['3', '4'],
  ]);
  expect(ids(withEntryMoved(data, '1', { after: '4' }))).toEqual([
    ['2', '3', '4'],
    ['1', '5'],
  ]);
  expect(ids(withEntryMoved(data, '3', { toIndex: 0 }))).toEqual([
    ['3', '1', '2'],
    ['4', '5'],
  ]);
  expect(ids(withEntryMoved(data, '1', { toIndex: 4 }))).toEqual([
    ['2', '3', '4'],
    ['5', '1'],
  ]);
  expect(ranks(withEntryMoved(data, '5', { before: '2' }))).toEqual([1, 2, 3, 4, 5]);
});

test('a film moved past the loaded pages leaves them until they are asked again', () => {
  const data = pages([['1', '2', '3']], true);
  const moved = withEntryMoved(data, '1', { toIndex: 7 });
  expect(ids(moved)).toEqual([['2', '3']]);
  expect(ranks(moved)).toEqual([1, 2]);
  expect(ids(withEntryMoved(data, '1', { before: '99' }))).toEqual([['2', '3']]);
  expect(withEntryMoved(data, '42', { toIndex: 0 })).toBe(data);
});

test('a removed film leaves the pages and the total; in rank order the films after it move up', () => {
  const data = pages([['1', '2'], ['3']]);
  const removed = withEntryRemoved(data, '1', true);
  expect(ids(removed)).toEqual([['2', '3'], []]);
  expect(ranks(removed)).toEqual([1, 2]);
  expect(removed.pages.map((page) => page.total)).toEqual([2, 2]);
  expect(ranks(withEntryRemoved(data, '1', false))).toEqual([2, 3]);
  expect(withEntryRemoved(data, '42', true)).toBe(data);
});

test("an edited note replaces the film's entry and keeps its place", () => {
  const data = pages([['1', '2']]);
  const edited = withEntryReplaced(data, { ...entry('2', 9), note: 'Seen twice' });
  expect(edited.pages[0]!.entries[1]).toMatchObject({ note: 'Seen twice', rank: 2 });
});

test('only pages by rank, ascending, follow the list order', () => {
  expect(isRankOrder({})).toBe(true);
  expect(isRankOrder({ sort: 'rank', order: 'desc' })).toBe(false);
  expect(isRankOrder({ sort: 'title' })).toBe(false);
});
