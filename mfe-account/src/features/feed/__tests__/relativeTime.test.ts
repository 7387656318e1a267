import { switchLanguage } from '@marquee/i18n';
import { renderHook } from '@testing-library/react';
import { useCommunityMessages } from '../../../messages/community';
import { relativeTime } from '../relativeTime';

const now = new Date('2026-03-10T12:00:00.000Z');
/** The feed's `t`, in the language shown. */
const messages = () => renderHook(() => useCommunityMessages()).result.current.t;

afterEach(() => switchLanguage('en'));

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
  expect(relativeTime(messages(), moment, now)).toBe(text);
});

test.each([
  ['es', '2026-03-10T11:55:00.000Z', 'hace 5 minutos'],
  ['de', '2026-03-09T11:00:00.000Z', 'gestern'],
  ['ar', '2026-03-10T11:59:30.000Z', 'الآن'],
] as const)('in %s, %s is "%s"', async (language, moment, text) => {
  await switchLanguage(language);
  expect(relativeTime(messages(), moment, now)).toBe(text);
});
