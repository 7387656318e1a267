import fs from 'node:fs';
import path from 'node:path';
import { catalogueProblems, readCatalogue } from '@marquee/i18n/testing';

// mfe-account has a namespace per part of the account (src/locales/<namespace>/<language>.json).
const locales = path.join(__dirname, '../locales');
const namespaces = fs
  .readdirSync(locales)
  .filter((name) => fs.statSync(path.join(locales, name)).isDirectory());

test('mfe-account has its namespaces', () => {
  expect(namespaces.sort()).toEqual(['account', 'community', 'diary']);
});

test.each(namespaces)(
  'every language has every message of namespace %s, with each plural form it needs',
  (namespace) => {
    expect(catalogueProblems(readCatalogue(path.join(locales, namespace)))).toEqual([]);
  },
);
