const os = require('node:os');
const preset = require('@marquee/config/jest.node.js');

module.exports = {
  ...preset,
  globalSetup: '<rootDir>/test/globalSetup.mjs',
  globalTeardown: '<rootDir>/test/globalTeardown.mjs',
  // Each test file starts servers and databases; a hung one should fail, not stall CI.
  testTimeout: 30_000,
  // The files mostly wait on Postgres, Redis and sockets: two workers even on two cores (jest's default
  // there is one) halve the longest task of the test run.
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
};
