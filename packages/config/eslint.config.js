module.exports = require('./eslint.js');
