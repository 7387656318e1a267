import { formatMillions, formatMoney, formatRuntime } from '../movieFormats';

test('a running time reads as hours and minutes', () => {
  expect(formatRuntime(139)).toBe('2h 19m');
  expect(formatRuntime(45)).toBe('45m');
  expect(formatRuntime(120)).toBe('2h');
  expect(formatRuntime(60 + 1)).toBe('1h 1m');
});

test('money has separators and a sign before the dollar', () => {
  expect(formatMoney(63_000_000)).toBe('$63,000,000');
  expect(formatMoney(0)).toBe('$0');
  expect(formatMoney(-1_500)).toBe('-$1,500');
});

test('millions keep one decimal', () => {
  expect(formatMillions(37_853_753)).toBe('$37.9M');
  expect(formatMillions(63_000_000)).toBe('$63.0M');
  expect(formatMillions(-2_450_000)).toBe('-$2.5M');
});
