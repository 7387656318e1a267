// After the shell's webpack build: the installable app's files in dist/ (docs/architecture.md, The
// installable app): the icons, manifest.webmanifest, and sw.js, the service worker bundled with esbuild
// and given the list of the shell's hashed chunks to precache by workbox-build's injectManifest. It is
// built apart from webpack so the Module Federation plugin never touches the worker's code.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';
import { webManifest } from './webManifest.mjs';

const shell = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(shell, 'dist');

cpSync(path.join(shell, 'public'), dist, { recursive: true });
writeFileSync(path.join(dist, 'manifest.webmanifest'), JSON.stringify(webManifest, null, 2));

const work = mkdtempSync(path.join(os.tmpdir(), 'marquee-sw-'));
try {
  const bundled = path.join(work, 'sw.js');
  await build({
    entryPoints: [path.join(shell, 'serviceWorker', 'sw.ts')],
    outfile: bundled,
    bundle: true,
    format: 'iife',
    target: 'es2022',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  const { count, warnings } = await injectManifest({
    swSrc: bundled,
    swDest: path.join(dist, 'sw.js'),
    globDirectory: dist,
    // The shell's own chunks only: its page, remoteEntry.js and mf-manifest.json must always come from
    // the network (a new release is read on the next visit), and remotes are never precached.
    globPatterns: ['*.js'],
    globIgnores: ['remoteEntry.js', 'sw.js'],
    dontCacheBustURLsMatching: /[.-][0-9a-f]{8,}\./,
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  });
  for (const warning of warnings) console.warn(`service worker: ${warning}`);
  console.log(`service worker: ${count} files precached`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
