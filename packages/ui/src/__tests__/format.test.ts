import { countOf, formatDate, formatNumber } from '../format';
import { formatMoney } from '../movieFormats';

describe('formatDate', () => {
  const moment = '2026-03-04T21:15:00Z';

  it('writes each of the product date styles', () => {
    expect(formatDate(moment, 'medium', { timeZone: 'UTC' })).toBe('Mar 4, 2026');
    expect(formatDate(moment, 'long', { timeZone: 'UTC' })).toBe('March 4, 2026');
    expect(formatDate(moment, 'monthYear', { timeZone: 'UTC' })).toBe('March 2026');
    expect(formatDate(moment, 'dateTime', { timeZone: 'UTC' })).toBe('Mar 4, 2026, 9:15 PM');
  });

  it('keeps a calendar date on its day in UTC', () => {
    expect(formatDate('2017-02-03', 'long', { timeZone: 'UTC' })).toBe('February 3, 2017');
  });

  it('gives an empty string for a date that is not one', () => {
    expect(formatDate('not a date')).toBe('');
  });
});

describe('numbers', () => {
  it('separates thousands', () => {
    expect(formatNumber(1204301)).toBe('1,204,301');
    expect(formatMoney(-63_000_000)).toBe('-$63,000,000');
  });

  it('puts the noun in the right number', () => {
    expect(countOf(1, 'admin')).toBe('1 admin');
    expect(countOf(1204, 'user')).toBe('1,204 users');
    expect(countOf(0, 'reply', 'replies')).toBe('0 replies');
  });
});
