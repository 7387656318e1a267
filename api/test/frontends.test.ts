import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type App } from '../src/app';
import { buildTestApp, useTestApp } from './helpers/testApp';

const HTML = { accept: 'text/html,application/xhtml+xml' };

/** The parts of an mf-manifest.json (as the Module Federation plugin writes it) that the server reads. */
function mfManifest(exposes: Record<string, string[]>, lazy: Record<string, string[]> = {}) {
  const assets = (sync: string[], async: string[] = []) => ({
    js: { sync, async },
    css: { sync: [], async: [] },
  });
  return JSON.stringify({
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto' },
    exposes: Object.entries(exposes).map(([key, sync]) => ({ path: key, assets: assets(sync, lazy[key]) })),
    shared: [],
  });
}

/** Built front ends as webpack leaves them; mfe-movie, mfe-account and mfe-ai are "not built". */
function fakeFrontends(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-frontends-'));
  const files: Record<string, string> = {
    'shell/dist/index.html':
      '<!doctype html><html><head><title>Marquee</title><script src="/main.3f2a9c1d.js"></script></head><body></body></html>',
    'shell/dist/main.3f2a9c1d.js': 'console.log("shell")',
    'shell/dist/favicon.ico': 'icon',
    'shell/dist/shell-messages-de-json.73e42cb144.js': 'shell de',
    'shell/dist/ui-messages-de-json.92646a2f49.js': 'ui de',
    'shell/dist/shell-messages-ar-json.cce2bd2709.js': 'shell ar',
    'mfe-browse/dist/remoteEntry.js': 'var mfe_browse;',
    'mfe-browse/dist/mf-manifest.json': mfManifest(
      {
        './HomePage': ['__federation_expose_HomePage.bb5fcfceab.js'],
        './GenresPage': ['509.af4d0c3415.js', '__federation_expose_GenresPage.4e12efd721.js'],
      },
      {
        // The remote's copy of a library the shell provides is never loaded, so never hinted.
        './HomePage': [
          'browse-messages-de-json.68bb009fe7.js',
          'client-messages-de-json.d264044ef5.js',
          '77.0aa1.js',
        ],
      },
    ),
    'mfe-browse/dist/static/js/412.9c0e7a55b1.js': 'chunk',
    'mfe-admin/dist/remoteEntry.js': 'var mfe_admin;',
  };
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

describe('serving the built front ends', () => {
  const frontendsDir = fakeFrontends();
  const warnings: string[] = [];
  const t = useTestApp(
    { FRONTENDS_DIR: frontendsDir, LOG_LEVEL: 'warn' },
    { logStream: { write: (line) => warnings.push(JSON.parse(line).msg) } },
  );
  afterAll(() => fs.rmSync(frontendsDir, { recursive: true, force: true }));

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  test('the shell is served at / and revalidated on every load', async () => {
    const response = await get('/', HTML);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Marquee</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  test('a deep link gets the shell page (SPA fallback)', async () => {
    const response = await get('/movie/42/cast?tab=crew', HTML);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<title>Marquee</title>');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  describe('hints in the page', () => {
    const script = (href: string) => `<link rel="preload" as="script" crossorigin href="${href}">`;
    const fetched = (href: string) => `<link rel="preload" as="fetch" crossorigin href="${href}">`;
    const head = async (url: string) => {
      const { body } = await get(url, HTML);
      return body.slice(0, body.indexOf('</head>'));
    };
    const inlineRemotes = async (url: string) =>
      JSON.parse(
        /<script type="application\/json" id="marquee-remotes">(.*?)<\/script>/.exec(await head(url))?.[1] ??
          '',
      );

    test('every page carries /remotes.json inline, as data; a page of no known route gets no preloads', async () => {
      expect(await inlineRemotes('/no/such/page')).toEqual((await get('/remotes.json')).json());
      expect(await head('/no/such/page')).not.toContain('<link rel="preload"');
    });

    test("the home page preloads its remote's manifest, entry and page chunks, and the trending films", async () => {
      const page = await head('/');
      expect(page).toContain(fetched('/remotes/mfe-browse/mf-manifest.json'));
      expect(page).toContain(script('/remotes/mfe-browse/remoteEntry.js'));
      expect(page).toContain(script('/remotes/mfe-browse/__federation_expose_HomePage.bb5fcfceab.js'));
      expect(page).not.toContain('GenresPage');
      // The URL @marquee/client's moviesApi.list('trending', 1) requests.
      expect(page).toContain(fetched('/api/tmdb/trending/movie/week?page=1'));
    });

    test('the genres page preloads its first films; with filters in its URL, only its code', async () => {
      // The URL @marquee/client's moviesApi.discover requests for the page's default view, as HTML writes it.
      const firstFilms =
        '/api/tmdb/discover/movie?page=1&amp;sort_by=popularity.desc&amp;include_adult=false&amp;include_video=false';
      expect(await head('/genres')).toContain(fetched(firstFilms));

      const page = await head('/genres?genres=28&sort=vote_average.desc');
      expect(page).toContain(script('/remotes/mfe-browse/509.af4d0c3415.js'));
      expect(page).toContain(script('/remotes/mfe-browse/__federation_expose_GenresPage.4e12efd721.js'));
      expect(page).not.toContain('/api/');
    });

    test("a film's page preloads the film as the movie remote asks for it, even before that remote is built", async () => {
      const page = await head('/movie/42');
      expect(page).toContain(fetched('/remotes/mfe-movie/mf-manifest.json'));
      expect(page).not.toContain('/remotes/mfe-movie/remoteEntry.js');
      // The URL @marquee/client's moviesApi.details(42) requests.
      expect(page).toContain(
        fetched(
          '/api/tmdb/movie/42?append_to_response=credits,videos,images,recommendations,similar,watch/providers,reviews,keywords,external_ids',
        ),
      );
      expect(await head('/movie/42/cast')).not.toContain('/api/');
    });

    test('a film id that is not a number gets its remote but no film request', async () => {
      const page = await head('/movie/abc');
      expect(page).toContain(fetched('/remotes/mfe-movie/mf-manifest.json'));
      expect(page).not.toContain('/api/');
    });

    test("a page in another language preloads that language's messages, the shell's and its remote's", async () => {
      const german = (await get('/', { ...HTML, 'accept-language': 'de-DE,de;q=0.9' })).body;
      const ownScript = (href: string) => `<link rel="preload" as="script" href="${href}">`;
      expect(german).toContain(ownScript('/shell-messages-de-json.73e42cb144.js'));
      expect(german).toContain(ownScript('/ui-messages-de-json.92646a2f49.js'));
      expect(german).toContain(ownScript('/remotes/mfe-browse/browse-messages-de-json.68bb009fe7.js'));
      expect(german).not.toMatch(/client-messages|-ar-json/);
      // English is in each app's own code: nothing to fetch.
      expect(await head('/')).not.toContain('-messages-');
    });

    test('every page of the page table gets its remote, an account page too', async () => {
      expect(await head('/login')).toContain(fetched('/remotes/mfe-account/mf-manifest.json'));
      expect(await head('/admin/setup?token=abc')).toContain(fetched('/remotes/mfe-admin/mf-manifest.json'));
    });
  });

  test('content-hashed files are cached for a year, unhashed ones are revalidated', async () => {
    expect((await get('/main.3f2a9c1d.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get('/favicon.ico')).headers['cache-control']).toBe('no-cache');
    expect((await get('/remotes/mfe-browse/static/js/412.9c0e7a55b1.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  test('each remote is served under /remotes/<name>/, its entry files revalidated', async () => {
    const entry = await get('/remotes/mfe-browse/remoteEntry.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe('var mfe_browse;');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect((await get('/remotes/mfe-browse/mf-manifest.json')).headers['cache-control']).toBe('no-cache');
    expect((await get('/remotes/mfe-admin/remoteEntry.js')).statusCode).toBe(200);
  });

  test('/remotes.json names every remote with a relative entry URL', async () => {
    const response = await get('/remotes.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      remotes: [
        { name: 'mfe_browse', entry: '/remotes/mfe-browse/mf-manifest.json' },
        { name: 'mfe_movie', entry: '/remotes/mfe-movie/mf-manifest.json' },
        { name: 'mfe_account', entry: '/remotes/mfe-account/mf-manifest.json' },
        { name: 'mfe_admin', entry: '/remotes/mfe-admin/mf-manifest.json' },
        { name: 'mfe_ai', entry: '/remotes/mfe-ai/mf-manifest.json' },
      ],
    });
  });

  test('the fallback never swallows API calls, missing assets or non-page requests', async () => {
    const api = await get('/api/nope', HTML);
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Route GET /api/nope not found' });
    expect((await get('/remotes/mfe-browse/missing.js', HTML)).statusCode).toBe(404);
    expect((await get('/remotes/mfe-movie/remoteEntry.js', HTML)).statusCode).toBe(404);
    expect((await get('/missing.3f2a9c1d.js', { accept: '*/*' })).statusCode).toBe(404);
    expect((await get('/api/health', HTML)).json()).toEqual({ status: 'ok' });
    expect((await get('/genres', { accept: 'application/json' })).statusCode).toBe(404);
  });

  test('curl and uptime checks, asking for anything, get the page too', async () => {
    for (const accept of ['*/*', undefined]) {
      const response = await get('/genres?sort=title', accept ? { accept } : {});
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
    }
  });

  test('a front end that is not built is named in a warning, and the API still starts', () => {
    expect(warnings).toContainEqual(expect.stringContaining(path.join(frontendsDir, 'mfe-movie', 'dist')));
    expect(warnings).toContainEqual(expect.stringContaining(path.join(frontendsDir, 'mfe-ai', 'dist')));
  });

  describe('with REMOTES_MANIFEST_FILE', () => {
    let app: App;
    const manifest = {
      remotes: [{ name: 'mfe_browse', entry: 'https://cdn.example.com/mfe-browse/v42/mf-manifest.json' }],
    };
    const manifestFile = path.join(frontendsDir, 'remotes.json');

    beforeAll(async () => {
      fs.writeFileSync(manifestFile, JSON.stringify(manifest));
      app = await buildTestApp(t.databaseUrl, {
        FRONTENDS_DIR: frontendsDir,
        REMOTES_MANIFEST_FILE: manifestFile,
      });
    });
    afterAll(() => app.close());

    test('a page names the remotes of that file and preloads only their manifests', async () => {
      const page = (await app.inject({ method: 'GET', url: '/', headers: HTML })).body;
      expect(page).toContain(
        '<link rel="preload" as="fetch" crossorigin href="https://cdn.example.com/mfe-browse/v42/mf-manifest.json">',
      );
      expect(page).not.toContain('remoteEntry.js');
    });

    test('/remotes.json is that file, re-read on each request', async () => {
      expect((await app.inject({ method: 'GET', url: '/remotes.json' })).json()).toEqual(manifest);
      const redeployed = {
        remotes: [{ name: 'mfe_browse', entry: 'https://cdn.example.com/mfe-browse/v43/mf-manifest.json' }],
      };
      fs.writeFileSync(manifestFile, JSON.stringify(redeployed));
      expect((await app.inject({ method: 'GET', url: '/remotes.json' })).json()).toEqual(redeployed);
    });

    test('a malformed manifest file stops the API at start, naming the file', async () => {
      const broken = path.join(frontendsDir, 'broken.json');
      fs.writeFileSync(broken, '{"remotes": "mfe_browse"}');
      await expect(
        buildTestApp(t.databaseUrl, { FRONTENDS_DIR: frontendsDir, REMOTES_MANIFEST_FILE: broken }),
      ).rejects.toThrow(broken);
    });
  });
});
