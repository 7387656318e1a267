import { switchLanguage } from '@marquee/i18n';
import { formatDate, formatNumber } from '../format';
import { formatMillions, formatMoney, formatRuntime } from '../movieFormats';

const sample = () => [
  formatDate('2026-03-04T12:00:00Z', 'medium', { timeZone: 'UTC' }),
  formatNumber(3201),
  formatRuntime(139),
  formatMoney(63_000_000),
  formatMillions(37_853_753),
];

afterEach(() => switchLanguage('en'));

// Intl separates amounts and currencies with no-break spaces.
test('dates, numbers, runtimes and money follow the language', async () => {
  expect(sample()).toEqual(['Mar 4, 2026', '3,201', '2h 19m', '$63,000,000', '$37.9M']);
  await switchLanguage('de');
  expect(sample()).toEqual([
    '4. März 2026',
    '3.201',
    '2h 19 Min.',
    '63.000.000\u00a0$',
    '37,9\u00a0Mio.\u00a0$',
  ]);
  await switchLanguage('es');
  expect(sample()).toEqual(['4 mar 2026', '3201', '2h 19min', '63.000.000\u00a0US$', '37,9\u00a0M\u00a0US$']);
});
