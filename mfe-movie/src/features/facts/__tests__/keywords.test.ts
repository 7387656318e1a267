import { visibleKeywords } from '../keywords';

const keywords = (count: number) => Array.from({ length: count }, (_, id) => ({ id, name: `k${id}` }));

test('the first ten keywords show, and the rest count as +N more', () => {
  const { shown, more } = visibleKeywords(keywords(14), 10);
  expect(shown.map((keyword) => keyword.name)).toEqual(keywords(10).map((keyword) => keyword.name));
  expect(more).toBe(4);
});

test('ten or fewer keywords show all, with nothing more', () => {
  expect(visibleKeywords(keywords(10), 10)).toEqual({ shown: keywords(10), more: 0 });
  expect(visibleKeywords([], 10)).toEqual({ shown: [], more: 0 });
});
