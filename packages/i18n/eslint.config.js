// The one place that imports i18next and react-i18next themselves.
module.exports = [...require('@marquee/config/eslint.js'), { rules: { 'no-restricted-imports': 'off' } }];
