import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';

/** The end-to-end tests' local TMDB (e2e/tmdbReplay.mjs): recorded real responses, composed as TMDB does. */
const REPLAY_SCRIPT = path.resolve(__dirname, '..', '..', '..', 'e2e', 'tmdbReplay.mjs');

/**
 * Starts the recorded TMDB in its own process and routes the product's /api/tmdb/... calls to it with the
 * token, the way the API's live provider forwards them (jsdom's fetch has no page origin for /api).
 */
export async function startTmdbReplay() {
  const token = randomUUID();
  const child = spawn(process.execPath, [REPLAY_SCRIPT], {
    env: { ...process.env, PORT: '0', TMDB_REPLAY_TOKEN: token },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`tmdb replay exited with ${code}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /listening on (\S+)/.exec(chunk.toString());
      if (match) resolve(match[1]!);
    });
  });

  const requests: URL[] = [];
  const nodeFetch = globalThis.fetch;
  /** While set, calls fail as if the network were down. */
  const network = { down: false };
  globalThis.fetch = (input, init) => {
    const asked = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!asked.startsWith('/api/tmdb/')) return nodeFetch(input, init);
    if (network.down) return Promise.reject(new TypeError('fetch failed'));
    const target = new URL(`${url}${asked.slice('/api/tmdb'.length)}`);
    requests.push(target);
    const headers = new Headers(init?.headers);
    headers.set('Authorization', `Bearer ${token}`);
    return nodeFetch(target, { ...init, headers });
  };

  return {
    network,
    /** The TMDB paths (without /3) asked for, in order. */
    calls: (route: string) => requests.filter((request) => request.pathname === `/3${route}`),
    close: async () => {
      globalThis.fetch = nodeFetch;
      child.removeAllListeners('exit');
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
