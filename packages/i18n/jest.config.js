module.exports = require('@marquee/config/jest.react.js');
