const path = require('node:path');

// Subpath keys end with '/' so `react/jsx-runtime`, `react-dom/client` and `jotai/utils` share too;
// without them each app bundles its own copy next to the shared one.
// @tanstack/react-query holds the React context of the one QueryClient, so it must be a single copy too.
const npmSingletons = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'jotai',
  'jotai/',
  'styled-components',
  '@tanstack/react-query',
];

// Our own packages that hold state (the jotai atoms and store, the 401 handler, the router's context) or
// styles: one copy for every app, or each remote would get its own session. react-router is shared
// through @marquee/router, which names the APIs the apps use so the rest of it is tree-shaken away.
// @marquee/i18n holds the one i18next instance (and i18next inside it): one language switch reaches
// every remote; each remote still brings its own messages.
const workspaceSingletons = ['@marquee/client', '@marquee/ui', '@marquee/router', '@marquee/i18n'];

const packageOf = (key) => key.replace(/\/$/, '');

/**
 * The `shared` option of every app, from one list. Versions come from the app's package.json (npm
 * packages) and from each workspace package's own package.json.
 *
 * `eager` puts the shared modules in the app's entry file. The production shell uses it: it needs every
 * one of them at startup, and otherwise webpack splits them into some twenty small files, each a round
 * trip on a slow phone network (they cannot be merged: a chunk may not consume a module it provides).
 * @param {string} dirname the app's folder
 * @param {{ eager?: boolean }} [options]
 */
function createShared(dirname, { eager = false } = {}) {
  const { dependencies = {} } = require(path.join(dirname, 'package.json'));
  const shared = {};

  for (const key of npmSingletons) {
    const requiredVersion = dependencies[packageOf(key)];
    if (!requiredVersion)
      throw new Error(`${dirname}/package.json must depend on ${packageOf(key)} (shared)`);
    shared[key] = { singleton: true, requiredVersion, ...(eager && { eager }) };
  }

  for (const name of workspaceSingletons) {
    const { version } = require(require.resolve(`${name}/package.json`, { paths: [dirname] }));
    shared[name] = { singleton: true, version, requiredVersion: version, ...(eager && { eager }) };
  }

  return shared;
}

module.exports = { createShared, npmSingletons, workspaceSingletons };
