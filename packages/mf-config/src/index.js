const path = require('node:path');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { swcOptions } = require('@marquee/config/swc');
const { appByName, remotes, remotesManifest } = require('./remotes');
const { createShared } = require('./shared');
const { exposesOf } = require('./exposes');
const { htmlTemplate } = require('./html');
const { PreloadStartupChunksPlugin } = require('./preloadStartupChunks');
const { StartAfterFirstPaintPlugin } = require('./startAfterFirstPaint');
const { createServerConfig } = require('./serverConfig');

const API_TARGET = 'http://localhost:8080';
// The runtime plugin behind provideExternalRuntime is CommonJS and would bring the CommonJS build of the
// federation runtime beside the ES build the shell already has: the host resolves it to the ES build.
const RUNTIME_CORE_ESM = require
  .resolve('@module-federation/runtime-tools/runtime-core')
  .replace(/\.cjs$/, '.js');
const COMPRESSIBLE = /\.(js|json|html|svg|css)$/;
const ENGLISH_MESSAGES = /[\\/]locales[\\/](.+[\\/])?en\.json$/;

/** Dev only: the shell's /remotes.json points each remote at its own dev server, on the host the browser used. */
function devRemotesJson(req, res) {
  const host = req.hostname || 'localhost';
  res.set('Cache-Control', 'no-store');
  res.json(remotesManifest((remote) => `${req.protocol}://${host}:${remote.port}/mf-manifest.json`));
}

/**
 * The webpack configuration of one app of the front end (the shell or a remote), for `webpack --mode
 * production` and `webpack serve --mode development`.
 * @param {{ dirname: string, name: string, exposes?: Record<string, string>, port?: number, isHost?: boolean }} options
 *   `name` is the app's container name in the catalogue (./remotes.js), which also gives the dev port. A
 *   remote exposes its `src/pages/*.tsx` and `src/widgets/*.tsx` (./exposes.js); `exposes` adds others.
 */
function createFederatedConfig({ dirname, name, exposes = {}, port, isHost = false }) {
  const app = appByName(name);
  const exposed = isHost ? exposes : { ...exposesOf(dirname), ...exposes };

  return (_env, argv) => {
    const development = argv.mode === 'development';
    // A production build also makes the app's Node build (./serverConfig.js), for the first screen.
    return development
      ? browserConfig({ dirname, name, exposed, port, isHost, app, development })
      : [
          browserConfig({ dirname, name, exposed, port, isHost, app, development }),
          createServerConfig({ dirname, isHost, exposes: exposed }),
        ];
  };
}

function browserConfig({ dirname, name, exposed, port, isHost, app, development }) {
  const hashed = development ? '[name].js' : '[name].[contenthash:10].js';
  return {
    mode: development ? 'development' : 'production',
    context: dirname,
    entry: './src/index.ts',
    devtool: development ? 'eval-cheap-module-source-map' : 'source-map',
    output: {
      path: path.join(dirname, 'dist'),
      filename: hashed,
      chunkFilename: hashed,
      // The shell's index.html is served for deep links such as /movie/42, so its scripts must be
      // absolute; a remote finds its chunks relative to wherever its entry was loaded from.
      publicPath: isHost ? '/' : 'auto',
      crossOriginLoading: 'anonymous',
      // dist/server/ is the Node build's (./serverConfig.js), made at the same time.
      clean: { keep: /^server\// },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: isHost ? { '@module-federation/runtime-tools/runtime-core$': RUNTIME_CORE_ESM } : {},
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: { loader: 'swc-loader', options: swcOptions({ react: true, development }) },
        },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: exposed,
        shared: createShared(dirname, { eager: isHost && !development }),
        // Remotes load when a route needs them, so one that is down cannot stop the others.
        shareStrategy: 'loaded-first',
        experiments: {
          asyncStartup: true,
          // One copy of the federation runtime's core per page: the shell provides it and production
          // remotes use it, which takes about half the weight off every remoteEntry.js. A remote in
          // development keeps its own, for its standalone harness.
          ...(isHost ? { provideExternalRuntime: true } : development ? {} : { externalRuntime: true }),
        },
        manifest: true,
        dts: false,
        runtimePlugins: [require.resolve('./runtimePlugins/crossOrigin.js')],
      }),
      (isHost || development) &&
        new HtmlWebpackPlugin({
          chunks: ['main'],
          templateContent: isHost
            ? htmlTemplate({
                installable: true,
                title: 'Marquee',
                description:
                  'Marquee: discover films, search and filter by genre, keep a watchlist, write reviews and ask an AI assistant.',
              })
            : htmlTemplate({
                title: `${app.folder} · Marquee (standalone)`,
                description: `${app.folder} on its own`,
              }),
          // The standalone harness is routed too, so its scripts must not be relative either.
          publicPath: '/',
        }),
      isHost && new PreloadStartupChunksPlugin(),
      isHost && new StartAfterFirstPaintPlugin(),
      // Pre-compressed copies (.br, .gz) beside each file: the server picks one by Accept-Encoding, so no
      // request pays for compression and every host serves the smaller bytes.
      ...(development
        ? []
        : [
            new CompressionPlugin({
              algorithm: 'brotliCompress',
              filename: '[path][base].br',
              test: COMPRESSIBLE,
            }),
            new CompressionPlugin({ algorithm: 'gzip', filename: '[path][base].gz', test: COMPRESSIBLE }),
          ]),
    ].filter(Boolean),
    optimization: {
      // A runtime chunk shared between entries breaks the remote container (its init never runs).
      runtimeChunk: false,
      splitChunks: {
        cacheGroups: {
          // A namespace's English messages (bundled, so the first screen needs no request) are 10-13 KB:
          // under webpack's 20 KB threshold they were copied into every exposed module that speaks them,
          // and a page placing five of mfe-account's widgets downloaded five copies.
          englishMessages: {
            test: ENGLISH_MESSAGES,
            chunks: 'async',
            minChunks: 2,
            minSize: 0,
            priority: 10,
          },
        },
      },
    },
    performance: {
      hints: development ? false : 'warning',
      // Uncompressed sizes; react-dom alone is about 180 KB minified, and the shell's entry carries the
      // shared libraries (about 400 KB).
      maxAssetSize: 460 * 1024,
      maxEntrypointSize: 460 * 1024,
    },
    devServer: {
      port: port ?? app.port,
      historyApiFallback: true,
      // Remotes are fetched from the shell's page, possibly under another host name (localhost vs 127.0.0.1).
      allowedHosts: 'all',
      headers: {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
        'Access-Control-Allow-Headers': '*',
      },
      hot: true,
      proxy: [{ context: ['/api'], target: API_TARGET }],
      setupMiddlewares: (middlewares) =>
        isHost
          ? [{ name: 'remotes-json', path: '/remotes.json', middleware: devRemotesJson }, ...middlewares]
          : middlewares,
    },
  };
}

module.exports = { createFederatedConfig, remotes, remotesManifest };
