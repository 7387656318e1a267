const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const webpack = require('webpack');

/**
 * Builds a host whose entry loads its app behind a dynamic import, as the shell's index.ts does, and whose
 * app loads the messages of the chosen language with a computed import, as defineMessages does. Returns
 * the output folder; the caller removes its parent.
 * @param {import('webpack').WebpackPluginInstance[]} plugins the host plugins under test
 * @returns {Promise<string>}
 */
function buildHost(plugins) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-host-'));
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
    plugins: [new HtmlWebpackPlugin({ chunks: ['main'] }), ...plugins],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || stats.hasErrors()) reject(error ?? new Error(stats.toString('errors-only')));
      else resolve(path.join(dir, 'dist'));
    }),
  );
}

module.exports = { buildHost };
