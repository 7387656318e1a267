const fs = require('node:fs');
const path = require('node:path');
const { PreloadStartupChunksPlugin } = require('../preloadStartupChunks');
const { buildHost } = require('./buildHost');

test("the host's page preloads the chunks its entry loads at start (not a language's messages), without CORS like webpack's own requests", async () => {
  const dist = await buildHost([new PreloadStartupChunksPlugin()]);
  try {
    const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    const scripts = fs.readdirSync(dist).filter((file) => file.endsWith('.js') && !file.startsWith('main.'));
    expect(scripts).toHaveLength(3);
    const bootstrap = scripts.find(
      (file) => !fs.readFileSync(path.join(dist, file), 'utf8').includes('hello'),
    );
    // The page is minified: attribute quotes are optional.
    const links = (html.match(/<link [^>]*>/g) ?? []).map((tag) => tag.replace(/"/g, ''));
    expect(links).toEqual([`<link rel=preload as=script href=/${bootstrap}>`]);
    expect(html.replace(/"/g, '')).toMatch(/<script defer src=\/main\.[\w.]+\.js>/);
  } finally {
    fs.rmSync(path.dirname(dist), { recursive: true, force: true });
  }
});
