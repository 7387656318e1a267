const { swcOptions } = require('./swc');

/** Jest preset for React code: jsdom (with Node's fetch), Testing Library matchers, TypeScript + JSX through SWC. */
module.exports = {
  // CI runs every workspace's tests at once on two cores; a slow first render is load, not a failure.
  testTimeout: 30_000,
  testEnvironment: require.resolve('./jest.react.env.js'),
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', swcOptions({ react: true, module: 'commonjs' })] },
  // jotai ships ESM only; let SWC transpile it for jest.
  transformIgnorePatterns: ['/node_modules/(?!jotai/)'],
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  setupFilesAfterEnv: [require.resolve('./jest.react.setup.js')],
};
