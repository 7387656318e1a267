import { i18n } from '../i18n';

beforeAll(() => {
  for (const language of ['en', 'de'])
    i18n.addResourceBundle(language, 'numbers', {
      votes: '{{count, number}} votes',
      average: '{{average, number(minimumFractionDigits: 1; maximumFractionDigits: 1)}} on average',
    });
});

it("writes a message's numbers the language's way, fraction digits included", () => {
  expect(i18n.getFixedT('en', 'numbers')('votes', { count: 12345 })).toBe('12,345 votes');
  expect(i18n.getFixedT('de', 'numbers')('votes', { count: 12345 })).toBe('12.345 votes');
  expect(i18n.getFixedT('de', 'numbers')('average', { average: 7 })).toBe('7,0 on average');
});

it('makes one number format per language and fraction digits, whatever the values', () => {
  const made = jest.spyOn(Intl, 'NumberFormat');
  const t = i18n.getFixedT('en', 'numbers');
  for (let count = 0; count < 50; count += 1) t('votes', { count, title: `Film ${count}` });
  expect(made.mock.calls.length).toBeLessThanOrEqual(1);
  made.mockRestore();
});
