import { emptyRow, type ParsedRow } from '@marquee/film-files';
import { cutText } from '../src/imports/applying/reviews';
import { importKey } from '../src/imports/importKey';
import { rowProblem } from '../src/imports/rowProblems';

const row = (fields: Partial<ParsedRow>): ParsedRow => ({
  ...emptyRow('diary', 'diary.csv', 2, 'Amélie'),
  index: 1,
  year: 2001,
  watchedOn: '2024-01-05',
  rating10: 9,
  tags: ['paris', 'comfort'],
  letterboxdUri: 'https://boxd.it/2bf8Tb',
  ...fields,
});

describe('import keys', () => {
  test('the same row says the same thing wherever it is: line, folder, accents and tag order do not count', () => {
    const key = importKey('letterboxd', row({}));
    expect(importKey('letterboxd', row({ line: 40, index: 7, file: 'export/diary.csv' }))).toBe(key);
    expect(importKey('letterboxd', row({ title: 'AMELIE', tags: ['comfort', 'paris'] }))).toBe(key);
  });

  test('another viewing, rating, kind or service is another row', () => {
    const key = importKey('letterboxd', row({}));
    expect(importKey('letterboxd', row({ watchedOn: '2024-06-29' }))).not.toBe(key);
    expect(importKey('letterboxd', row({ rating10: 10 }))).not.toBe(key);
    expect(importKey('letterboxd', row({ kind: 'watched' }))).not.toBe(key);
    expect(importKey('trakt', row({}))).not.toBe(key);
  });
});

describe('reviews longer than Marquee keeps', () => {
  test('are cut to 1000 characters, the last an ellipsis; shorter ones are kept as they are', () => {
    expect(cutText('Short.', 1000)).toBe('Short.');
    const cut = cutText('word '.repeat(400), 1000);
    expect([...cut]).toHaveLength(1000);
    expect(cut.endsWith('word…')).toBe(true);
    // Characters, not UTF-16 units: an emoji is never split.
    expect(cutText('🎬'.repeat(1001), 1000)).toBe(`${'🎬'.repeat(999)}…`);
  });
});

describe('rows no film can make right', () => {
  test('a viewing before 1870 or after today is skipped with the date, as a value apart from the English text; other kinds are not dated', () => {
    expect(rowProblem(row({ watchedOn: '1869-12-31' }), '2025-01-01')).toEqual({
      text: 'The watched date {{day}} is before 1870.',
      values: { day: '1869-12-31' },
    });
    expect(rowProblem(row({ watchedOn: '2025-01-02' }), '2025-01-01')).toEqual({
      text: 'The watched date {{day}} is in the future.',
      values: { day: '2025-01-02' },
    });
    expect(rowProblem(row({ watchedOn: '2025-01-01' }), '2025-01-01')).toBeUndefined();
    expect(rowProblem(row({ kind: 'rating', watchedOn: '1800-01-01' }), '2025-01-01')).toBeUndefined();
  });
});
