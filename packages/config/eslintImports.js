const fs = require('node:fs');
const { importX } = require('eslint-plugin-import-x');
const { createTypeScriptImportResolver } = require('eslint-import-resolver-typescript');

/**
 * Import boundaries and cycles, part of the one ESLint config (eslint.js). The rules of the star
 * (docs/architecture.md): an app never imports another app, packages never import apps, the API and the
 * worker never import front-end code, and src never imports test code. Paths are resolved (TypeScript
 * and workspace packages through node_modules), so `@marquee/x` and `../../x/src` are caught alike.
 */
function importRules(root) {
  const remotes = fs.readdirSync(root).filter((name) => /^mfe-/.test(name));
  const servers = ['api', 'worker'];
  const harnesses = ['e2e', 'reliability', 'bench'];
  const frontEndPackages = ['packages/ui', 'packages/client'];

  const appZones = [
    ...remotes.map((remote) => ({
      target: remote,
      from: [...remotes.filter((other) => other !== remote), 'shell'],
      message:
        'A remote never imports another remote or the shell: share code through packages/, widgets through Module Federation.',
    })),
    {
      target: 'shell',
      from: remotes,
      message: 'The shell loads remotes through Module Federation only (shell/src/remotes).',
    },
    {
      target: 'packages',
      from: ['shell', ...remotes, ...servers, ...harnesses],
      message: 'Packages never import apps: apps import packages.',
    },
    ...servers.map((server) => ({
      target: server,
      from: [...servers.filter((other) => other !== server), 'shell', ...remotes, ...frontEndPackages],
      message:
        'The API and the worker never import front-end code or each other: what both need lives in packages/.',
    })),
  ];

  /** Code under src that ships; its tests and test support may use test code. */
  const shippedSource = {
    files: ['**/src/**'],
    ignores: ['**/__tests__/**', '**/*.test.*', '**/src/testing/**'],
  };
  const srcNeverImportsTests = {
    // packages/testing is the testing kit itself.
    target: `${root}/{*,packages/!(testing)}/src/**`,
    from: [`${root}/**/test/**`, `${root}/**/testing/**`, `${root}/**/__tests__/**`, `${root}/**/*.test.*`],
    message: 'Shipped code never imports tests or test support.',
  };

  const restrictedPaths = (zones) => ['error', { basePath: root, zones }];

  return [
    {
      plugins: { 'import-x': importX },
      settings: {
        'import-x/extensions': ['.ts', '.tsx', '.cts', '.mts', '.js', '.jsx', '.cjs', '.mjs'],
        'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.cts', '.mts'] },
        'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
      },
      rules: {
        // Packages from node_modules cannot import back into the repository: skipping them keeps it fast.
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
        'import-x/no-restricted-paths': restrictedPaths(appZones),
      },
    },
    {
      ...shippedSource,
      rules: { 'import-x/no-restricted-paths': restrictedPaths([...appZones, srcNeverImportsTests]) },
    },
  ];
}

module.exports = { importRules };
