import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './product.mjs';

const servers = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'servers');

/** The local TMDB the product's live provider talks to (servers/tmdbReplay.mjs). */
export async function startTmdbReplay() {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(servers, 'tmdbReplay.mjs')], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${port}/3`;
  while (
    !(await fetch(`${url}/movie/popular`).then(
      (r) => r.ok,
      () => false,
    ))
  )
    await new Promise((r) => setTimeout(r, 50));
  return { url, stop: () => new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM')) };
}
