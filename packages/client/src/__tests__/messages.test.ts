import path from 'node:path';
import { catalogueProblems, readCatalogue } from '@marquee/i18n/testing';

test("every language has every one of the client's messages, with each plural form it needs", () => {
  expect(catalogueProblems(readCatalogue(path.join(__dirname, '../locales')))).toEqual([]);
});
