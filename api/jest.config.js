const preset = require('@marquee/config/jest.node.js');

module.exports = {
  ...preset,
  globalSetup: '<rootDir>/test/globalSetup.mjs',
  globalTeardown: '<rootDir>/test/globalTeardown.mjs',
  // Each test file starts servers and databases; a hung one should fail, not stall CI.
  testTimeout: 30_000,
};
