const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { createFederatedConfig, remotes, remotesManifest } = require('..');
const { exposesOf } = require('../exposes');

const repo = path.resolve(__dirname, '../../../..');
const build = (options, mode) => createFederatedConfig(options)({}, { mode });
/** The browser build's configuration; a production build also makes a Node build (serverConfig.js). */
const browserBuild = (options, mode) => {
  const configs = build(options, mode);
  return mode === 'production' ? configs[0] : configs;
};
const federationOptions = (config) =>
  config.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin')._options;

test('every app of the catalogue has its own folder, package and port', () => {
  expect(remotes.map((remote) => remote.name)).toEqual([
    'mfe_browse',
    'mfe_movie',
    'mfe_account',
    'mfe_admin',
    'mfe_ai',
  ]);
  for (const remote of remotes) {
    expect(require(path.join(repo, remote.folder, 'package.json')).name).toBe(`@marquee/${remote.folder}`);
  }
  expect(new Set(remotes.map((remote) => remote.port)).size).toBe(remotes.length);
});

const folders = [];
afterEach(() => folders.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A remote's folder with `files` (paths relative to it), removed after the test. */
function remoteFolder(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-remote-'));
  folders.push(dir);
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), 'export default function Component() {}\n');
  }
  return dir;
}

test('a remote exposes each page and widget file by its name, and nothing beside them', () => {
  const dirname = remoteFolder([
    'src/pages/CastPage.tsx',
    'src/pages/__tests__/CastPage.test.tsx',
    'src/pages/pageTitles.ts',
    'src/widgets/ChatModal.tsx',
    'src/features/cast/CastList.tsx',
  ]);
  expect(exposesOf(dirname)).toEqual({
    './CastPage': './src/pages/CastPage.tsx',
    './ChatModal': './src/widgets/ChatModal.tsx',
  });
});

test('a remote may expose more than its pages and widgets', () => {
  const dirname = path.join(repo, 'mfe-movie');
  const config = browserBuild(
    { dirname, name: 'mfe_movie', exposes: { './extra': './src/extra.ts' } },
    'production',
  );
  expect(federationOptions(config).exposes).toEqual({ ...exposesOf(dirname), './extra': './src/extra.ts' });
});

test('a page and a widget of the same name cannot both be exposed', () => {
  const dirname = remoteFolder(['src/pages/Chat.tsx', 'src/widgets/Chat.tsx']);
  expect(() => exposesOf(dirname)).toThrow(
    './src/pages/Chat.tsx and src/widgets/Chat.tsx are both exposed as ./Chat',
  );
});

test('a remote: named container, its exposes, publicPath auto, and every singleton shared', () => {
  const config = browserBuild({ dirname: path.join(repo, 'mfe-movie'), name: 'mfe_movie' }, 'production');
  const federation = federationOptions(config);

  expect(config.output.publicPath).toBe('auto');
  expect(config.devServer.port).toBe(3002);
  expect(federation).toMatchObject({
    name: 'mfe_movie',
    filename: 'remoteEntry.js',
    exposes: { './CastPage': './src/pages/CastPage.tsx' },
    shareStrategy: 'loaded-first',
    experiments: { asyncStartup: true, externalRuntime: true },
    dts: false,
  });
  expect(federation.shared).toEqual({
    react: { singleton: true, requiredVersion: '19.3.1' },
    'react/': { singleton: true, requiredVersion: '19.3.1' },
    'react-dom': { singleton: true, requiredVersion: '19.3.1' },
    'react-dom/': { singleton: true, requiredVersion: '19.3.1' },
    jotai: { singleton: true, requiredVersion: '2.20.3' },
    'jotai/': { singleton: true, requiredVersion: '2.20.3' },
    'styled-components': { singleton: true, requiredVersion: '6.6.0' },
    '@tanstack/react-query': { singleton: true, requiredVersion: '5.108.0' },
    '@marquee/client': { singleton: true, version: '0.1.0', requiredVersion: '0.1.0' },
    '@marquee/ui': { singleton: true, version: '0.1.0', requiredVersion: '0.1.0' },
    '@marquee/router': { singleton: true, version: '0.1.0', requiredVersion: '0.1.0' },
    '@marquee/i18n': { singleton: true, version: '0.1.0', requiredVersion: '0.1.0' },
  });
  // a remote's page is only emitted for its standalone dev server
  expect(config.plugins.some((plugin) => plugin.constructor.name === 'HtmlWebpackPlugin')).toBe(false);
});

test('the shell: absolute publicPath, hashed names in production, its index.html', () => {
  const config = browserBuild(
    { dirname: path.join(repo, 'shell'), name: 'shell', isHost: true },
    'production',
  );

  expect(config.output).toMatchObject({ publicPath: '/', crossOriginLoading: 'anonymous' });
  expect(config.output.filename).toContain('[contenthash');
  expect(config.optimization.runtimeChunk).toBe(false);
  const html = config.plugins.find((plugin) => plugin.constructor.name === 'HtmlWebpackPlugin');
  expect(html.userOptions.templateContent).toContain('<title>Marquee</title>');
  expect(federationOptions(config).experiments).toEqual({ asyncStartup: true, provideExternalRuntime: true });
  expect(federationOptions(config).exposes).toEqual({});
});

test('a remote in development brings its own federation runtime, for its standalone page', () => {
  const config = browserBuild({ dirname: path.join(repo, 'mfe-movie'), name: 'mfe_movie' }, 'development');
  expect(federationOptions(config).experiments).toEqual({ asyncStartup: true });
});

test("the shell's dev server answers /remotes.json with each remote's dev server", () => {
  const config = browserBuild(
    { dirname: path.join(repo, 'shell'), name: 'shell', isHost: true },
    'development',
  );
  const [remotesJson] = config.devServer.setupMiddlewares([]);
  let body;
  remotesJson.middleware(
    { hostname: '127.0.0.1', protocol: 'http' },
    { set: () => {}, json: (value) => (body = value) },
  );

  expect(remotesJson.path).toBe('/remotes.json');
  expect(config.devServer).toMatchObject({
    port: 3000,
    historyApiFallback: true,
    allowedHosts: 'all',
    hot: true,
  });
  expect(body.remotes[0]).toEqual({ name: 'mfe_browse', entry: 'http://127.0.0.1:3001/mf-manifest.json' });
});

test('the production /remotes.json format', () => {
  expect(remotesManifest((remote) => `/remotes/${remote.folder}/mf-manifest.json`).remotes).toContainEqual({
    name: 'mfe_admin',
    entry: '/remotes/mfe-admin/mf-manifest.json',
  });
});

test('an app missing from the catalogue is refused', () => {
  expect(() => build({ dirname: repo, name: 'mfe_unknown' }, 'production')).toThrow('not in the catalogue');
});

describe('the Node build, for the first screen the API renders', () => {
  const { isShared } = require('../serverConfig');
  const externalOf = (config, request) =>
    new Promise((resolve) => config.externals({ request }, (_error, external) => resolve(external)));

  test("a remote's build requires the shared singletons from the shell and bundles the rest", async () => {
    const dirname = path.join(repo, 'mfe-movie');
    const [, server] = build({ dirname, name: 'mfe_movie' }, 'production');
    expect(server.target).toMatch(/^node/);
    expect(server.output).toMatchObject({
      path: path.join(dirname, 'dist', 'server'),
      filename: 'remote.js',
      library: { type: 'commonjs2' },
    });
    expect(await externalOf(server, 'react')).toBe('commonjs react');
    expect(await externalOf(server, 'react/jsx-runtime')).toBe('commonjs react/jsx-runtime');
    expect(await externalOf(server, '@marquee/ui')).toBe('commonjs @marquee/ui');
    expect(await externalOf(server, '@marquee/contracts/pages')).toBeUndefined();
    expect(await externalOf(server, './features/hero/MovieHero')).toBeUndefined();
  });

  test('the shell bundles everything and renders from src/server.tsx; development builds make no Node build', () => {
    const [browser, server] = build(
      { dirname: path.join(repo, 'shell'), name: 'shell', isHost: true },
      'production',
    );
    expect(server).toMatchObject({ entry: './src/server.tsx', externals: undefined });
    expect(server.output.filename).toBe('shell.js');
    // The browser build cleans dist/ but keeps the Node build's folder, made at the same time.
    expect(browser.output.clean.keep.test('server/shell.js')).toBe(true);
    expect(
      Array.isArray(build({ dirname: path.join(repo, 'shell'), name: 'shell', isHost: true }, 'development')),
    ).toBe(false);
  });

  test('a subpath key shares every subpath, a plain key only itself', () => {
    expect(isShared('jotai/utils')).toBe(true);
    expect(isShared('jotai')).toBe(true);
    expect(isShared('styled-components/native')).toBe(false);
    expect(isShared('@marquee/router/server')).toBe(false);
  });
});
