#!/usr/bin/env node
// `npm start`: install what is missing, build what changed (turbo's cache makes an unchanged build instant),
// then serve the whole product from one origin: the shell at /, each remote under /remotes/<name>/, the
// API under /api. Only Node built-ins are used here, because this runs before dependencies exist.
//   --skip-build   serve what is already built (the end-to-end tests build first, then start this way)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const skipBuild = process.argv.includes('--skip-build');
const startedAt = Date.now();

function step(label, command, args) {
  const t0 = Date.now();
  console.log(`▸ ${label}…`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`✖ ${label} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${label} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}

function dependenciesAreCurrent() {
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(installed)) return false;
  return statSync(installed).mtimeMs >= statSync(path.join(root, 'package-lock.json')).mtimeMs;
}

if (!dependenciesAreCurrent()) step('Installing dependencies', 'npm', ['install', '--no-audit', '--no-fund']);
if (!skipBuild) {
  step('Building (only what changed)', path.join(root, 'node_modules', '.bin', 'turbo'), [
    'run',
    'build',
    '--output-logs=errors-only',
  ]);
}
console.log(
  `▸ Starting Marquee (ready to serve ${((Date.now() - startedAt) / 1000).toFixed(1)} s after npm start)`,
);

const server = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'api', 'dist', 'server.mjs')],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      FRONTENDS_DIR: root,
      DATA_DIR: path.join(root, '.data'),
      ...process.env,
      TURBO_TELEMETRY_DISABLED: '1',
    },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
