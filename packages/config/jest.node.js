const { swcOptions } = require('./swc');

const toCommonJs = ['@swc/jest', swcOptions({ module: 'commonjs' })];

/**
 * Dependencies that ship ESM only. Node 20 can require() them, jest's module system cannot, so jest
 * compiles them to CommonJS like our own code.
 */
const esmOnlyPackages = ['typebox', 'content-disposition', 'cookie', 'jose', '@fastify/cookie'];

/** Jest preset for Node packages (api, worker, jobs, contracts): TypeScript through SWC. */
module.exports = {
  // CI runs every workspace's tests at once on two cores; a slow first render is load, not a failure.
  testTimeout: 30_000,
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j)sx?$': toCommonJs,
    '/node_modules/.+\\.mjs$': toCommonJs,
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnlyPackages.join('|')})/)`],
  testMatch: ['<rootDir>/{src,test}/**/*.test.ts'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
};
