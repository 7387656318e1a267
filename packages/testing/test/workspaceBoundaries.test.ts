import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * A workspace's src and test are its own: another workspace uses its package exports (docs/architecture.md,
 * "The star"). ESLint's no-restricted-imports says so in the editor; this test reads every tracked source
 * file of the repository, linted or not (bench, e2e's scripts), and also catches paths built to another
 * workspace's folders (path.join of '..', a workspace's folder and src or test).
 */
const root = path.resolve(__dirname, '..', '..', '..');

/** Workspace folders relative to the root, from the root package.json's globs. */
function workspaceFolders(): string[] {
  const globs = (
    JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { workspaces: string[] }
  ).workspaces;
  return globs.flatMap((glob) =>
    glob.endsWith('/*')
      ? readdirSync(path.join(root, glob.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => `${glob.slice(0, -2)}/${entry.name}`)
      : [glob],
  );
}

const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const OWN_FOLDERS = '(src|test)';

/** The places in `text` (the file at `file`, relative to the root) that reach into another workspace. */
function boundaryCrossings(file: string, text: string, workspaces: string[]): string[] {
  const workspaceOf = (target: string) =>
    workspaces.find((folder) => target === folder || target.startsWith(`${folder}/`));
  const own = workspaceOf(file);
  const crossings: string[] = [];
  // The module specifiers of import, export ... from, require() and import(), as TypeScript reads them
  // (code quoted in a string, e.g. a lint rule's test fixture, is not an import).
  const { importedFiles } = ts.preProcessFile(text, true, true);
  for (const { fileName: specifier } of importedFiles) {
    if (new RegExp(`^@marquee/[^/]+/${OWN_FOLDERS}(/|$)`).test(specifier)) crossings.push(specifier);
    if (!specifier.startsWith('.')) continue;
    const target = path.posix.join(path.posix.dirname(file), specifier);
    const other = workspaceOf(target);
    if (other && other !== own && new RegExp(`^${OWN_FOLDERS}(/|$)`).test(target.slice(other.length + 1)))
      crossings.push(specifier);
  }
  // Paths built to another workspace's folders, from segments or from one relative string.
  const names = workspaces.map((folder) =>
    folder
      .split('/')
      .map((part) => `['"]${part}['"]`)
      .join('\\s*,\\s*'),
  );
  const segments = new RegExp(
    `['"]\\.\\.['"]\\s*,\\s*(?:${names.join('|')})\\s*,\\s*['"]${OWN_FOLDERS}['"]`,
    'g',
  );
  const joined = new RegExp(
    `\\b(?:join|resolve)\\([^)]*['"](?:\\.\\./)+(?:${workspaces.join('|')})/${OWN_FOLDERS}\\b`,
    'g',
  );
  for (const [match] of text.matchAll(segments)) crossings.push(match);
  for (const [match] of text.matchAll(joined)) crossings.push(match);
  return crossings;
}

const workspaces = workspaceFolders();

/** Sample code naming WS for a workspace, so this file's own text crosses no boundary. */
const sample = (code: string) => code.replaceAll('WS', 'api');

test('an import of another workspace by its src or test path is found, whichever way it is written', () => {
  const file = 'reliability/test/support/accounts.ts';
  const crossings = (code: string) => boundaryCrossings(file, sample(code), workspaces);
  expect(crossings("import { h } from '../../../WS/src/accounts/passwords';")).toEqual([
    '../../../api/src/accounts/passwords',
  ]);
  expect(crossings("const { h } = require('../../../WS/test/helpers/freePort');")).toHaveLength(1);
  expect(crossings("import { r } from '@marquee/ui/src/testing/renderPage';")).toEqual([
    '@marquee/ui/src/testing/renderPage',
  ]);
  expect(crossings("const d = path.join(__dirname, '..', '..', 'WS', 'test', 'x');")).toHaveLength(1);
  expect(crossings("const d = join(__dirname, '../../../../WS/test/fixtures');")).toHaveLength(1);
  // Its own folders, other workspaces by their exports, and code quoted in a string are fine.
  expect(crossings("import { s } from './support/x';\nimport { t } from '../src/y';")).toEqual([]);
  expect(crossings("import { p } from '@marquee/WS/passwords';")).toEqual([]);
  expect(crossings(`const fixture = "import { s } from '../../../WS/src/server';";`)).toEqual([]);
});

test("no tracked source file reaches into another workspace's src or test", () => {
  const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => SOURCE.test(file) && !file.endsWith('.d.ts'));
  expect(files.length).toBeGreaterThan(100);
  const crossings = files.flatMap((file) => {
    let text: string;
    try {
      text = readFileSync(path.join(root, file), 'utf8');
    } catch {
      return []; // deleted in the working tree, not yet committed
    }
    return boundaryCrossings(file, text, workspaces).map((crossing) => `${file}: ${crossing}`);
  });
  expect(crossings).toEqual([]);
});
