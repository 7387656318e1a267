import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A workspace's src and test are its own: another workspace uses its package exports (docs/architecture.md,
 * "The star"). ESLint's no-restricted-imports says so in the editor; this test reads every tracked source
 * file of the repository, linted or not (bench, e2e's scripts), and also catches paths built to another
 * workspace's folders (path.join(__dirname, '..', 'api', 'test')).
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
const SPECIFIER =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire(?:\.resolve)?\s*\(\s*|\bjest\.mock\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;
const OWN_FOLDERS = '(src|test)';

/** The places in `text` (the file at `file`, relative to the root) that reach into another workspace. */
function boundaryCrossings(file: string, text: string, workspaces: string[]): string[] {
  const workspaceOf = (target: string) =>
    workspaces.find((folder) => target === folder || target.startsWith(`${folder}/`));
  const own = workspaceOf(file);
  const crossings: string[] = [];
  for (const [, specifier] of text.matchAll(SPECIFIER)) {
    if (new RegExp(`^@marquee/[^/]+/${OWN_FOLDERS}(/|$)`).test(specifier!)) crossings.push(specifier!);
    if (!specifier!.startsWith('.')) continue;
    const target = path.posix.join(path.posix.dirname(file), specifier!);
    const other = workspaceOf(target);
    if (other && other !== own && new RegExp(`^${OWN_FOLDERS}(/|$)`).test(target.slice(other.length + 1)))
      crossings.push(specifier!);
  }
  // Paths built from segments: '..', 'api', 'test' or '../../api/test/...'.
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
  const joined = new RegExp(`['"](?:\\.\\./)+(?:${workspaces.join('|')})/${OWN_FOLDERS}\\b`, 'g');
  for (const [match] of text.matchAll(segments)) crossings.push(match);
  const specifiers = crossings.slice();
  for (const [match] of text.matchAll(joined)) {
    if (!specifiers.some((specifier) => specifier.startsWith(match.slice(1)))) crossings.push(match);
  }
  return crossings;
}

const workspaces = workspaceFolders();

test('an import of another workspace by its src or test path is found, whichever way it is written', () => {
  const file = 'reliability/test/support/accounts.ts';
  expect(
    boundaryCrossings(file, "import { h } from '../../../api/src/accounts/passwords';", workspaces),
  ).toEqual(['../../../api/src/accounts/passwords']);
  expect(
    boundaryCrossings(file, "import { r } from '@marquee/ui/src/testing/renderPage';", workspaces),
  ).toEqual(['@marquee/ui/src/testing/renderPage']);
  expect(
    boundaryCrossings(file, "const d = path.join(__dirname, '..', '..', 'api', 'test', 'x');", workspaces),
  ).toHaveLength(1);
  expect(
    boundaryCrossings(file, "const d = join(__dirname, '../../../../packages/ai/test/helpers');", workspaces),
  ).toHaveLength(1);
  // Its own folders, and other workspaces by their exports, are fine.
  expect(
    boundaryCrossings(file, "import { s } from './support/x';\nimport { t } from '../src/y';", workspaces),
  ).toEqual([]);
  expect(boundaryCrossings(file, "import { p } from '@marquee/api/passwords';", workspaces)).toEqual([]);
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
