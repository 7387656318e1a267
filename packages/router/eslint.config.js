// The one place that imports react-router itself.
module.exports = [...require('@marquee/config/eslint.js'), { rules: { 'no-restricted-imports': 'off' } }];
