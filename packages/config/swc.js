const path = require('node:path');

// One SWC configuration for webpack (swc-loader) and jest (@swc/jest), so code is compiled the same way
// in the browser bundle and in tests.
/** @param {{ react?: boolean, development?: boolean, module?: 'es6' | 'commonjs' }} options */
function swcOptions({ react = false, development = false, module } = {}) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: react },
      target: 'es2022',
      transform: react ? { react: { runtime: 'automatic', development } } : undefined,
      // Styled components get ids from their file and position instead of a global counter, so the server's
      // render and the browser's hydration name every class the same (docs/architecture.md, "Server rendering").
      experimental: react
        ? {
            // The compiled plugin's cache, out of the workspaces' folders.
            cacheRoot: path.resolve(__dirname, '../../node_modules/.cache/swc'),
            plugins: [
              [require.resolve('@swc/plugin-styled-components'), { ssr: true, displayName: development }],
            ],
          }
        : undefined,
    },
    module: module ? { type: module } : undefined,
    sourceMaps: true,
  };
}
module.exports = { swcOptions };
