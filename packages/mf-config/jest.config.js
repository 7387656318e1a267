module.exports = { ...require('@marquee/config/jest.node.js'), testMatch: ['<rootDir>/src/**/*.test.js'] };
