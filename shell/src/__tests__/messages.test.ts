import path from 'node:path';
import { catalogueProblems, readCatalogue } from '@marquee/i18n/testing';
import english from '../locales/en.json';
import { primaryLinks, secondaryLinks } from '../layout/navLinks';

test("every language has every one of the shell's messages, with each plural form it needs", () => {
  expect(catalogueProblems(readCatalogue(path.join(__dirname, '../locales')))).toEqual([]);
});

test('every link of the navigation bar has a message, so no language shows it in English', () => {
  const labels = [...primaryLinks, ...secondaryLinks].map((link) => `nav.${link.label}`);
  expect(labels.filter((key) => !(key in english))).toEqual([]);
});
