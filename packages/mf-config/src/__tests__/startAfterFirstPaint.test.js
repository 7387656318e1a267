const fs = require('node:fs');
const path = require('node:path');
// terser comes with webpack (terser-webpack-plugin); it is what minifies the page's inline scripts.
const { minify } = require('terser');
const { StartAfterFirstPaintPlugin } = require('../startAfterFirstPaint');
const { startScript } = require('../startScript');
const { buildHost } = require('./buildHost');

test('the start script survives minification unchanged, so its CSP hash matches what is served', async () => {
  const { code } = await minify(startScript);
  expect(code).toBe(startScript);
});

test("the host's page preloads its entry at high priority and runs it from the start script, after its content", async () => {
  const dist = await buildHost([new StartAfterFirstPaintPlugin()]);
  try {
    const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    // The page is minified: attribute quotes are optional.
    const tags = html.replace(/<script id="?app-start"?>.*<\/script>/s, '').replace(/"/g, '');
    const main = fs.readdirSync(dist).find((file) => /^main\..+\.js$/.test(file));
    expect(tags).not.toMatch(/<script[^>]* src=/);
    const head = tags.slice(0, tags.indexOf('</head>'));
    expect(head).toContain(`<link rel=preload as=script href=/${main} fetchpriority=high data-app-entry>`);
    expect(html).toMatch(/<script id="?app-start"?>(.*)<\/script><\/body>/);
    expect(/<script id="?app-start"?>(.*)<\/script>/.exec(html)[1]).toBe(startScript);
  } finally {
    fs.rmSync(path.dirname(dist), { recursive: true, force: true });
  }
});
