import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measure } from '../lib/load.mjs';
import { freePort, startProduct } from '../lib/product.mjs';

export const name = 'api-throughput';
export const title = 'API throughput and latency (autocannon, 50 connections, 10 s after 3 s warm-up)';

const here = path.dirname(fileURLToPath(import.meta.url));
const APPEND = 'credits,videos,images,recommendations,similar,reviews,keywords,external_ids,watch/providers';

async function startBaseline(body) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'marquee-baseline-'));
  const file = path.join(dir, 'body.json');
  writeFileSync(file, body);
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(here, '..', 'servers', 'baseline.mjs')], {
    env: { ...process.env, PORT: String(port), BASELINE_BODY_FILE: file },
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${port}/baseline`;
  while (
    !(await fetch(url).then(
      (r) => r.ok,
      () => false,
    ))
  )
    await new Promise((r) => setTimeout(r, 50));
  return {
    url,
    async stop() {
      await new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM'));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The local TMDB the product's live provider talks to (servers/tmdbReplay.mjs). */
async function startTmdbReplay() {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(here, '..', 'servers', 'tmdbReplay.mjs')], {
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

export async function run({ log }) {
  // TMDB mode, so /api/tmdb answers from the cache after the first request (the measured case).
  const tmdb = await startTmdbReplay();
  try {
    return await measureProduct(log, tmdb.url);
  } finally {
    await tmdb.stop();
  }
}

async function measureProduct(log, tmdbUrl) {
  const product = await startProduct({ TMDB_API_TOKEN: 'bench-token', TMDB_BASE_URL: tmdbUrl });
  const rows = [];
  const goals = [];
  try {
    const popularUrl = `${product.url}/api/tmdb/movie/popular?page=1`;
    const popular = await fetch(popularUrl);
    if (!popular.ok) throw new Error(`GET /api/tmdb/movie/popular answered ${popular.status}`);
    const body = Buffer.from(await popular.arrayBuffer());
    const firstId = JSON.parse(body.toString()).results[0].id;

    const baseline = await startBaseline(body);
    const targets = [
      ['bare Fastify, same bytes (baseline)', baseline.url],
      ['GET /api/tmdb/movie/popular?page=1 (cached)', popularUrl],
      [
        `GET /api/tmdb/movie/${firstId}?append_to_response=…`,
        `${product.url}/api/tmdb/movie/${firstId}?append_to_response=${APPEND}`,
      ],
      ['GET /api/health', `${product.url}/api/health`],
    ];
    const figures = {};
    try {
      for (const [label, url] of targets) {
        log(label);
        figures[label] = await measure(url);
        rows.push({
          route: label,
          'req/s': figures[label].requestsPerSecond,
          'p50 ms': figures[label].p50,
          'p99 ms': figures[label].p99,
          'non-2xx': figures[label].non2xx,
          errors: figures[label].errors,
        });
      }
    } finally {
      await baseline.stop();
    }
    const ratio = figures[targets[1][0]].requestsPerSecond / figures[targets[0][0]].requestsPerSecond;
    goals.push({
      goal: 'cached popular list ≥ 0.6 × baseline req/s',
      measured: ratio.toFixed(2),
      met: ratio >= 0.6,
    });
    const failures = Object.values(figures).reduce((sum, f) => sum + f.non2xx + f.errors, 0);
    goals.push({ goal: 'zero non-2xx answers and errors', measured: String(failures), met: failures === 0 });
  } finally {
    await product.stop();
  }
  return {
    rows,
    goals,
    notes: 'Routes of features not built yet (reviews, watchlist) are added to this suite as they land.',
  };
}
