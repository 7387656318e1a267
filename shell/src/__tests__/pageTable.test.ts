import fs from 'node:fs';
import path from 'node:path';
import {
  pageExample,
  pageHref,
  pageIdOf,
  pageNames,
  pages,
  pagesOfRemote,
  type PageName,
} from '@marquee/contracts/pages';
import { exposesOf } from '@marquee/mf-config/exposes';
import { remotes } from '@marquee/mf-config/remotes';
import { matchPath } from '@marquee/router';
import { remoteRoutes } from '../routes';

// The page table (@marquee/contracts/pages) is the one list of pages; these checks fail when a page is added,
// renamed or removed in one place only (docs/architecture.md, "Adding a page").

const repo = path.resolve(__dirname, '../../..');
const folderOf = (remote: string) => remotes.find(({ name }) => name === remote)!.folder;

/** The pages a remote's build exposes (its src/pages/*.tsx), by module name. */
const exposedPages = (remote: string) =>
  Object.entries(exposesOf(path.join(repo, folderOf(remote))))
    .filter(([, file]) => file.startsWith('./src/pages/'))
    .map(([key]) => key.slice(2))
    .sort();

test.each(pageNames)("the %s page's component is its remote's src/pages/<module>.tsx", (name) => {
  const { remote, module } = pages[name];
  expect(fs.existsSync(path.join(repo, folderOf(remote), 'src/pages', `${module}.tsx`))).toBe(true);
});

test.each(remotes.map(({ name }) => name))(
  'every page %s exposes has an entry in the page table',
  (remote) => {
    const inTable = pagesOfRemote(remote as never)
      .map((name) => pages[name].module)
      .sort();
    expect(exposedPages(remote)).toEqual(inTable);
  },
);

test('every page has a path of its own, and its example URL is that page and no other', () => {
  expect(new Set(pageNames.map((name) => pages[name].path)).size).toBe(pageNames.length);
  for (const name of pageNames) {
    const { pathname } = new URL(pageExample(name), 'http://marquee.test');
    const matching = pageNames.filter((other) => matchPath(pages[other].path, pathname));
    expect({ example: pageExample(name), matching }).toEqual({
      example: pageExample(name),
      matching: [name],
    });
  }
});

test.each(pageNames)('pageHref(%s) builds a URL the router matches back to the same parameters', (name) => {
  // A space and a letter outside ASCII, which the URL carries percent-encoded.
  const params = Object.fromEntries(
    [...pages[name].path.matchAll(/:(\w+)/g)].map(([, param], index) => [param, `Zoë ${index}`]),
  );
  const href = (pageHref as (page: PageName, values: Record<string, string>) => string)(name, params);
  // The router decodes each segment of the location before it matches (react-router's decodePath).
  const location = href.split('/').map(decodeURIComponent).join('/');
  expect(matchPath(pages[name].path, location)?.params).toEqual(params);
});

test("the shell's routes are exactly the page table, in its order", () => {
  expect(remoteRoutes).toEqual(
    pageNames.map((name) => ({ path: pages[name].path, page: pageIdOf(name), label: pages[name].title })),
  );
});
