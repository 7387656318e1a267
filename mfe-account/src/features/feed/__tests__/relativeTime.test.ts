import { relativeTime } from '../relativeTime';

const now = new Date('2026-03-10T12:00:00.000Z');

test.each([
  ['2026-03-10T11:59:30.000Z', 'just now'],
  ['2026-03-10T11:55:00.000Z', '5 minutes ago'],
  ['2026-03-10T10:59:00.000Z', '1 hour ago'],
  ['2026-03-09T11:00:00.000Z', 'yesterday'],
  ['2026-03-01T12:00:00.000Z', 'last week'],
  ['2026-01-05T12:00:00.000Z', '2 months ago'],
  ['2024-03-01T12:00:00.000Z', '2 years ago'],
  // A clock a little ahead of the reader's does not make news from the future.
  ['2026-03-10T12:00:05.000Z', 'just now'],
])('%s is "%s"', (moment, text) => {
  expect(relativeTime(moment, now)).toBe(text);
});
