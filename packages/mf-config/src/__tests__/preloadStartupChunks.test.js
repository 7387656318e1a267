const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const webpack = require('webpack');
const { PreloadStartupChunksPlugin } = require('../preloadStartupChunks');

/**
 * Builds a host whose entry loads its app behind a dynamic import, as the shell's index.ts does, and whose
 * app loads the messages of the chosen language with a computed import, as defineMessages does.
 */
function buildHost() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-preload-'));
  fs.writeFileSync(path.join(dir, 'index.js'), "import('./bootstrap').then((app) => app.start());");
  fs.writeFileSync(
    path.join(dir, 'bootstrap.js'),
    'export const start = (language) => import(`./locales/${language}.json`);',
  );
  fs.mkdirSync(path.join(dir, 'locales'));
  for (const language of ['es', 'de'])
    fs.writeFileSync(path.join(dir, 'locales', `${language}.json`), JSON.stringify({ hello: language }));
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './index.js' },
    output: { path: path.join(dir, 'dist'), publicPath: '/', filename: '[name].[contenthash:10].js' },
    plugins: [new HtmlWebpackPlugin({ chunks: ['main'] }), new PreloadStartupChunksPlugin()],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || stats.hasErrors()) reject(error ?? new Error(stats.toString('errors-only')));
      else resolve(path.join(dir, 'dist'));
    }),
  );
}

test("the host's page preloads the chunks its entry loads at start (not a language's messages), without CORS like webpack's own requests, and asks for its entry first", async () => {
  const dist = await buildHost();
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
    expect(html.replace(/"/g, '')).toMatch(/<script defer src=\/main\.[\w.]+\.js fetchpriority=high>/);
  } finally {
    fs.rmSync(path.dirname(dist), { recursive: true, force: true });
  }
});
