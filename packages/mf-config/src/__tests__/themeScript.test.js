// terser comes with webpack (terser-webpack-plugin); it is what minifies the page's inline script.
const { minify } = require('terser');
const { htmlTemplate } = require('../html');
const { themeScript } = require('../themeScript');

test("the page's first script survives minification unchanged, so its CSP hash matches what is served", async () => {
  const { code } = await minify(themeScript);
  expect(code).toBe(themeScript);
});

test("the page's first script comes before its styles and content", () => {
  const page = htmlTemplate({ title: 'Marquee', description: 'Films' });
  const script = page.indexOf(`<script id="theme-script">${themeScript}</script>`);
  expect(script).toBeGreaterThan(0);
  expect(script).toBeLessThan(page.indexOf('<style>'));
  expect(script).toBeLessThan(page.indexOf('<body>'));
});
