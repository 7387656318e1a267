module.exports = require('@marquee/config/eslint.js');
