import type { DiaryEntry, DiaryPage } from '@marquee/contracts';
import { withEntryRemoved, withEntryReplaced, withWatchLogged } from '../diaryCacheUpdates';

const entry = (id: string, watchedOn = '2026-03-09') => ({ id, watchedOn, title: id }) as DiaryEntry;
const pages = (...lists: DiaryEntry[][]) => ({
  pageParams: lists.map((_, index) => (index === 0 ? null : String(index))),
  pages: lists.map((entries) => ({ entries, nextCursor: null, total: 3 }) as DiaryPage),
});

test('a logged viewing counts once more for everyone and the viewer, keeping the later date', () => {
  expect(withWatchLogged({ watchCount: 4, mine: null }, '2026-03-09')).toEqual({
    watchCount: 5,
    mine: { count: 1, lastWatchedOn: '2026-03-09' },
  });
  expect(
    withWatchLogged({ watchCount: 4, mine: { count: 2, lastWatchedOn: '2026-05-01' } }, '2026-03-09'),
  ).toEqual({
    watchCount: 5,
    mine: { count: 3, lastWatchedOn: '2026-05-01' },
  });
});

test('an edited entry replaces its old self on whichever page it is', () => {
  const data = pages([entry('a'), entry('b')], [entry('c')]);
  const changed = withEntryReplaced(data, entry('c', '2026-01-01'));
  expect(changed.pages[1]!.entries[0]!.watchedOn).toBe('2026-01-01');
  expect(changed.pages[0]).toEqual(data.pages[0]);
});

test('a deleted entry leaves its page and the totals; an unknown one changes nothing', () => {
  const data = pages([entry('a'), entry('b')], [entry('c')]);
  const removed = withEntryRemoved(data, 'b');
  expect(removed.pages.map((page) => page.entries.map(({ id }) => id))).toEqual([['a'], ['c']]);
  expect(removed.pages.map((page) => page.total)).toEqual([2, 2]);
  expect(withEntryRemoved(data, 'z')).toBe(data);
});
