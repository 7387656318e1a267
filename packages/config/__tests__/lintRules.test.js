const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { ESLint } = require('eslint');
const sharedConfig = require('../eslint.js');
const { importRules } = require('../eslintImports');

/**
 * The import rules fail a lint that crosses a boundary or makes a cycle: small files in a throwaway
 * repository shaped like ours, linted through ESLint's Node API with the shared config.
 */
const files = {
  'mfe-a/src/pages/Page.ts':
    "import { widget } from '../../../mfe-b/src/widget';\nexport const page = widget;\n",
  'mfe-a/src/pages/UsesPackage.ts':
    "import { shared } from '../../../packages/p/src/shared';\nexport const uses = shared;\n",
  'mfe-b/src/widget.ts': 'export const widget = 1;\n',
  'shell/src/routes.ts': 'export const routes = [];\n',
  'mfe-b/src/usesShell.ts': "import { routes } from '../../shell/src/routes';\nexport const used = routes;\n",
  'api/src/server.ts': 'export const server = 1;\n',
  'api/src/usesUi.ts': "import { shared } from '../../packages/ui/src/shared';\nexport const ui = shared;\n",
  'packages/p/src/shared.ts': 'export const shared = 1;\n',
  'packages/p/src/usesApp.ts':
    "import { server } from '../../../api/src/server';\nexport const app = server;\n",
  'packages/p/src/a.ts': "import { b } from './b';\nexport const a = () => b();\n",
  'packages/p/src/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
  'packages/p/src/usesTestHelper.ts': "import { helper } from '../test/helper';\nexport const h = helper;\n",
  'packages/p/test/helper.ts': 'export const helper = 1;\n',
  'packages/p/src/__tests__/shared.test.ts':
    "import { helper } from '../../test/helper';\nexport const t = helper;\n",
  'packages/ui/src/shared.ts': 'export const shared = 1;\n',
};

let root;
let results;

beforeAll(async () => {
  root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-lint-')));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  // The shared config with its import rules pointed at the throwaway repository.
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [...sharedConfig, ...importRules(root)],
  });
  results = await eslint.lintFiles(Object.keys(files));
}, 60_000);

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function importErrors(file) {
  const result = results.find((r) => r.filePath === path.join(root, file));
  return result.messages
    .filter((m) => m.ruleId?.startsWith('import-x/'))
    .map((m) => `${m.ruleId}: ${m.message}`);
}

test('a remote importing another remote or the shell fails', () => {
  expect(importErrors('mfe-a/src/pages/Page.ts')).toEqual([
    expect.stringMatching(/^import-x\/no-restricted-paths: .*A remote never imports another remote/),
  ]);
  expect(importErrors('mfe-b/src/usesShell.ts')).toEqual([
    expect.stringMatching(
      /^import-x\/no-restricted-paths: .*A remote never imports another remote or the shell/,
    ),
  ]);
});

test('a package importing an app fails', () => {
  expect(importErrors('packages/p/src/usesApp.ts')).toEqual([
    expect.stringMatching(/^import-x\/no-restricted-paths: .*Packages never import apps/),
  ]);
});

test('the API importing front-end code fails', () => {
  expect(importErrors('api/src/usesUi.ts')).toEqual([
    expect.stringMatching(/^import-x\/no-restricted-paths: .*never import front-end code/),
  ]);
});

test('a two-file cycle fails in both files', () => {
  expect(importErrors('packages/p/src/a.ts')).toEqual([expect.stringMatching(/^import-x\/no-cycle: /)]);
  expect(importErrors('packages/p/src/b.ts')).toEqual([expect.stringMatching(/^import-x\/no-cycle: /)]);
});

test('shipped source importing test code fails; its tests may', () => {
  expect(importErrors('packages/p/src/usesTestHelper.ts')).toEqual([
    expect.stringMatching(/^import-x\/no-restricted-paths: .*never imports tests/),
  ]);
  expect(importErrors('packages/p/src/__tests__/shared.test.ts')).toEqual([]);
});

test('a remote importing a package is allowed', () => {
  expect(importErrors('mfe-a/src/pages/UsesPackage.ts')).toEqual([]);
});
