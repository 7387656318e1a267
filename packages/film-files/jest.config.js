module.exports = require('@marquee/config/jest.node.js');
