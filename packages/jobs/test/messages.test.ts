import path from 'node:path';
import { catalogueProblems, readCatalogue } from '@marquee/i18n/testing';

test('every language has every message of the emails and notifications, with each plural form it needs', () => {
  expect(catalogueProblems(readCatalogue(path.join(__dirname, '../src/locales')))).toEqual([]);
});
