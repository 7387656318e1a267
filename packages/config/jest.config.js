/** The config presets' own tests (plain CommonJS, nothing to compile). */
module.exports = { testEnvironment: 'node', transform: {}, testMatch: ['<rootDir>/__tests__/**/*.test.js'] };
