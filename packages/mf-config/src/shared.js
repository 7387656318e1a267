const path = require('node:path');

// Subpath keys end with '/' so `react/jsx-runtime`, `react-dom/client` and `jotai/utils` share too;
// without them each app bundles its own copy next to the shared one.
const npmSingletons = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  'react-router-dom',
  'jotai',
  'jotai/',
  'styled-components',
];

// Our own packages that hold state (the jotai atoms and store, the 401 handler) or styles: one copy for
// every app, or each remote would get its own session.
const workspaceSingletons = ['@marquee/client', '@marquee/ui'];

const packageOf = (key) => key.replace(/\/$/, '');

/**
 * The `shared` option of every app, from one list. Versions come from the app's package.json (npm
 * packages) and from each workspace package's own package.json.
 * @param {string} dirname the app's folder
 */
function createShared(dirname) {
  const { dependencies = {} } = require(path.join(dirname, 'package.json'));
  const shared = {};

  for (const key of npmSingletons) {
    const requiredVersion = dependencies[packageOf(key)];
    if (!requiredVersion)
      throw new Error(`${dirname}/package.json must depend on ${packageOf(key)} (shared)`);
    shared[key] = { singleton: true, requiredVersion };
  }

  for (const name of workspaceSingletons) {
    const { version } = require(require.resolve(`${name}/package.json`, { paths: [dirname] }));
    shared[name] = { singleton: true, version, requiredVersion: version };
  }

  return shared;
}

module.exports = { createShared, npmSingletons, workspaceSingletons };
