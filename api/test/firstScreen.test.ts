import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { type App } from '../src/app';
import { buildTestApp, useTestApp } from './helpers/testApp';

const HTML = { accept: 'text/html' };

/**
 * A shell whose server bundle follows the contract of @marquee/contracts/firstScreen: it renders the page's
 * module (from the remote's server bundle the API loads) and what the page's API call answered.
 */
const SHELL_BUNDLE = `
const shared = { greeting: { text: 'one copy from the shell' } };
module.exports = {
  default: {
    shared,
    async render({ url, loadModule, fetch }) {
      if (url === '/genres') throw new Error('the shell failed');
      const page = await loadModule(url === '/' ? 'mfe_browse/HomePage' : 'mfe_movie/MovieDetailPage');
      const health = await fetch('/api/health');
      const data = JSON.stringify({ status: health.status, body: await health.json() });
      return {
        html: '<h1>' + page.default() + '</h1>',
        hints: '<link rel="preload" as="image" href="/poster.svg">',
        headTags: '<style data-styled="true">h1{color:red}</style>',
        bodyTags: '<script type="application/json" id="state">' + data + '</script>',
      };
    },
  },
};`;

const remoteBundle = (version: string) => `
const { text } = require('greeting');
exports.exposes = { './HomePage': async () => ({ default: () => 'Home ${version}, ' + text }) };`;

function write(root: string, files: Record<string, string>) {
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  }
}

describe('the first screen rendered by the server', () => {
  const frontendsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-first-screen-'));
  const manifestFile = path.join(frontendsDir, 'remotes.json');
  const remotesJson = (browseEntry: string) =>
    JSON.stringify({
      remotes: [
        { name: 'mfe_browse', entry: browseEntry },
        { name: 'mfe_movie', entry: '/remotes/mfe-movie/mf-manifest.json' },
      ],
    });
  write(frontendsDir, {
    'shell/dist/index.html':
      '<!doctype html><html><head><title>Marquee</title><script defer src="/main.js"></script></head><body><noscript>Marquee needs JavaScript to run.</noscript><div id=root></div></body></html>',
    'shell/dist/server/shell.js': SHELL_BUNDLE,
    'mfe-browse/dist/mf-manifest.json': '{}',
    'mfe-browse/dist/server/remote.js': remoteBundle('v1'),
    // A remote that requires what the shell does not share.
    'mfe-movie/dist/server/remote.js': `require('left-pad'); exports.exposes = {};`,
    'remotes.json': remotesJson('/remotes/mfe-browse/mf-manifest.json'),
  });
  const t = useTestApp({ FRONTENDS_DIR: frontendsDir, REMOTES_MANIFEST_FILE: manifestFile });
  afterAll(() => fs.rmSync(frontendsDir, { recursive: true, force: true }));

  const page = async (url: string, app: App = t.app) => {
    const response = await app.inject({ method: 'GET', url, headers: HTML });
    expect(response.statusCode).toBe(200);
    return response.body;
  };
  const root = (html: string) => /<div id="?root"?>(.*?)<\/div>/s.exec(html)?.[1];

  test("the page's HTML holds its first screen, its hints and styles, and the data it was rendered from", async () => {
    const html = await page('/');
    expect(root(html)).toBe('<h1>Home v1, one copy from the shell</h1>');
    const head = html.slice(0, html.indexOf('</head>'));
    // The image hint comes before any script, the styles last.
    const imageHint = head.indexOf('<link rel="preload" as="image" href="/poster.svg">');
    expect(imageHint).toBeGreaterThan(-1);
    expect(imageHint).toBeLessThan(head.indexOf('<script defer src="/main.js">'));
    expect(head).toMatch(/<style data-styled="true">h1\{color:red\}<\/style>$/);
    // The data comes after the first screen, whose markup it must not hold up; the page's API call was
    // answered by this API, in process.
    const afterRoot = html.slice(html.indexOf('<h1>Home v1'));
    expect(afterRoot).toContain(
      '</h1></div><script type="application/json" id="state">{"status":200,"body":{"status":"ok"}}</script>',
    );
    // The page works without JavaScript: the message saying otherwise is gone.
    expect(html).not.toContain('<noscript>');
    // The data is in the page: the browser is not asked to fetch it again.
    expect(head).not.toContain('as="fetch" crossorigin href="/api/');
  });

  test('the page is compressed as the browser accepts it', async () => {
    const brotli = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { ...HTML, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('Accept-Encoding');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toContain('<h1>Home v1');
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { ...HTML, 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toContain('<h1>Home v1');
  });

  test('a page the table does not mark is left to the browser, as before', async () => {
    const html = await page('/watchlist');
    expect(root(html)).toBe('');
    expect(html).toContain('<noscript>');
  });

  test('when rendering fails the page is still served, for the browser to render', async () => {
    expect(root(await page('/genres'))).toBe('');
    // The movie remote's server bundle requires a module the shell does not share.
    expect(root(await page('/movie/42'))).toBe('');
    expect(await page('/movie/42')).toContain('as="fetch" crossorigin href="/api/tmdb/movie/42');
  });

  test('a remote redeployed through /remotes.json is rendered in its new version, without a restart', async () => {
    write(frontendsDir, {
      'mfe-browse/dist/v2/mf-manifest.json': '{}',
      'mfe-browse/dist/v2/server/remote.js': remoteBundle('v2'),
    });
    fs.writeFileSync(manifestFile, remotesJson('/remotes/mfe-browse/v2/mf-manifest.json'));
    expect(root(await page('/'))).toBe('<h1>Home v2, one copy from the shell</h1>');

    fs.writeFileSync(manifestFile, remotesJson('/remotes/mfe-browse/mf-manifest.json'));
    expect(root(await page('/'))).toBe('<h1>Home v1, one copy from the shell</h1>');
  });

  test('without a server bundle in the shell build, every page is left to the browser', async () => {
    fs.renameSync(
      path.join(frontendsDir, 'shell/dist/server'),
      path.join(frontendsDir, 'shell/dist/server-gone'),
    );
    const app = await buildTestApp(t.databaseUrl, { FRONTENDS_DIR: frontendsDir });
    try {
      expect(root(await page('/', app))).toBe('');
    } finally {
      await app.close();
    }
  });
});
