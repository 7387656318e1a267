const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');
const path = require('node:path');
const { importRules } = require('./eslintImports');

/**
 * The one ESLint flat config of the repository. Each workspace's eslint.config.js re-exports it, so
 * every package is linted by the same rules.
 */
module.exports = tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/@mf-types/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['warn', { allow: ['warn', 'error'] }],
      // The theme is one constant object (colours are CSS variables): read it directly, so a styled
      // component with no props in its CSS stays static and its styles are built once, not per render.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "TaggedTemplateExpression ArrowFunctionExpression > ObjectPattern > Property[key.name='theme']",
          message:
            "Use `theme` from '@marquee/ui' in styles: a function of the theme makes the component dynamic.",
        },
      ],
      // A second import path would bundle a second router with its own context (see packages/router).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-router', message: "Import from '@marquee/router'." },
            { name: 'react-router-dom', message: "Import from '@marquee/router'." },
            { name: 'i18next', message: "Import from '@marquee/i18n' (one shared instance)." },
            { name: 'react-i18next', message: "Import from '@marquee/i18n' (one shared instance)." },
          ],
          // A workspace's src and test are its own: others use its exports map (docs/architecture.md).
          patterns: [
            {
              regex: '^@marquee/[^/]+/(src|test)(/|$)',
              message: 'Import the package by its exports (e.g. @marquee/testing/..., @marquee/ui/testing).',
            },
            {
              regex:
                '^(\\.\\./)+(packages/[^/]+|api|worker|shell|mfe-[a-z]+|e2e|bench|reliability)/(src|test)(/|$)',
              message: "Another workspace's src or test: import its package (@marquee/...) instead.",
            },
          ],
        },
      ],
    },
  },

  ...importRules(path.resolve(__dirname, '../..')),
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off', 'no-console': 'off' },
  },
);
