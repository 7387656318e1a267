const path = require('node:path');
const webpack = require('webpack');
const { swcOptions } = require('@marquee/config/swc');
const { npmSingletons, workspaceSingletons } = require('./shared');

const sharedKeys = [...npmSingletons, ...workspaceSingletons];

/** Whether a remote requires `request` from the shell, as Module Federation shares it in the browser. */
function isShared(request) {
  return sharedKeys.some((key) => (key.endsWith('/') ? request.startsWith(key) : request === key));
}

/** The remote's entry on the server: each exposed module, loaded when first asked for, by its expose key. */
function remoteServerEntry(dirname, exposes) {
  const lines = Object.entries(exposes).map(
    ([key, file]) =>
      `  ${JSON.stringify(key)}: () => import(/* webpackMode: "eager" */ ${JSON.stringify(path.join(dirname, file))}),`,
  );
  return `export const exposes = {\n${lines.join('\n')}\n};\n`;
}

/**
 * The Node build of an app, for the first screen the API renders (docs/architecture.md, "Server
 * rendering"), written to dist/server/ beside the browser build and deployed with it:
 * - the shell's `shell.js` renders a page (src/server.tsx) and carries React and the other singletons;
 * - a remote's `remote.js` exports its exposed modules and requires the singletons, which the API hands it
 *   from the shell, so the server too has one React, one router and one styled-components for every app.
 * One file each, so the API can load the version /remotes.json names from wherever it is served.
 * @param {{ dirname: string, isHost: boolean, exposes: Record<string, string> }} options
 */
function createServerConfig({ dirname, isHost, exposes }) {
  return {
    name: 'server',
    mode: 'production',
    target: 'node20',
    context: dirname,
    entry: isHost ? './src/server.tsx' : 'virtual:server-entry',
    devtool: false,
    output: {
      path: path.join(dirname, 'dist', 'server'),
      filename: isHost ? 'shell.js' : 'remote.js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    externals: isHost
      ? undefined
      : ({ request }, callback) => (isShared(request) ? callback(null, `commonjs ${request}`) : callback()),
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: { loader: 'swc-loader', options: swcOptions({ react: true }) },
        },
      ],
    },
    plugins: [
      !isHost &&
        new webpack.experiments.schemes.VirtualUrlPlugin({
          'server-entry': { source: () => remoteServerEntry(dirname, exposes) },
        }),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ].filter(Boolean),
    // Read by the server only; readable stack traces matter more there than bytes.
    optimization: { minimize: false },
    performance: { hints: false },
  };
}

module.exports = { createServerConfig, isShared };
