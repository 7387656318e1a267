// One SWC configuration for webpack (swc-loader) and jest (@swc/jest), so code is compiled the same way
// in the browser bundle and in tests.
/** @param {{ react?: boolean, development?: boolean, module?: 'es6' | 'commonjs' }} options */
function swcOptions({ react = false, development = false, module } = {}) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: react },
      target: 'es2022',
      transform: react ? { react: { runtime: 'automatic', development } } : undefined,
      experimental: react ? { plugins: [] } : undefined,
    },
    module: module ? { type: module } : undefined,
    sourceMaps: true,
  };
}
module.exports = { swcOptions };
