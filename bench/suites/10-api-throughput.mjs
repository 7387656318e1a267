import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@marquee/testing/freePort';
import { startTmdbReplayServer } from '@marquee/testing/tmdbReplay';
import { measure } from '../lib/load.mjs';
import { withClient } from '../lib/postgres.mjs';
import { BENCH_JWT_SECRET, startProduct } from '../lib/product.mjs';
import { numberedUuid } from '../lib/scaleData.mjs';
import { signedIn } from '../lib/session.mjs';

export const name = 'api-throughput';
export const title = 'API throughput and latency (autocannon, 50 connections, 10 s after 3 s warm-up)';

const here = path.dirname(fileURLToPath(import.meta.url));
const APPEND = 'credits,videos,images,recommendations,similar,reviews,keywords,external_ids,watch/providers';
/** The film recorded with every part (Fight Club): its page's request is measured, its reviews seeded. */
const FILM_ID = 550;
const TMDB_TOKEN = 'bench-token';

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

/** Fifty readers who each reviewed `movieId`; the first keeps fifty films on the watchlist. */
const READERS = 50;
const seedReaders = (movieId) => [
  `insert into users (id, name, email, email_verified_at)
     select ${numberedUuid('n')}, 'Bench User ' || n, 'bench' || n || '@example.com', now()
     from generate_series(1, ${READERS}) as n`,
  `insert into reviews (user_id, movie_id, movie_title, rating, comment)
     select ${numberedUuid('n')}, ${movieId}, 'Benchmarked film', 1 + n % 5, 'A review written for the benchmark.'
     from generate_series(1, ${READERS}) as n`,
  `insert into watchlist_items (user_id, movie_id, title, added_at)
     select ${numberedUuid(1)}, 1000 + k, 'Film ' || k, now() - k * interval '1 minute'
     from generate_series(1, ${READERS}) as k`,
];

export async function run({ log }) {
  // TMDB mode, so /api/tmdb answers from the cache after the first request (the measured case).
  const tmdb = await startTmdbReplayServer(TMDB_TOKEN);
  try {
    return await measureProduct(log, tmdb.url);
  } finally {
    await tmdb.close();
  }
}

async function measureProduct(log, tmdbUrl) {
  const product = await startProduct({ TMDB_API_TOKEN: TMDB_TOKEN, TMDB_BASE_URL: tmdbUrl });
  const rows = [];
  const goals = [];
  try {
    const popularUrl = `${product.url}/api/tmdb/movie/popular?page=1`;
    const popular = await fetch(popularUrl);
    if (!popular.ok) throw new Error(`GET /api/tmdb/movie/popular answered ${popular.status}`);
    const body = Buffer.from(await popular.arrayBuffer());

    if (!product.databaseUrl)
      throw new Error('needs TEST_DATABASE_URL (reviews and watchlists are seeded in it)');
    const watchlistOwner = await withClient(product.databaseUrl, async (client) => {
      for (const statement of seedReaders(FILM_ID)) await client.query(statement);
      return (await client.query(`select ${numberedUuid(1)} as id`)).rows[0].id;
    });

    const baseline = await startBaseline(body);
    const targets = [
      ['bare Fastify, same bytes (baseline)', baseline.url],
      ['GET /api/tmdb/movie/popular?page=1 (cached)', popularUrl],
      [
        `GET /api/tmdb/movie/${FILM_ID}?append_to_response=…`,
        `${product.url}/api/tmdb/movie/${FILM_ID}?append_to_response=${APPEND}`,
      ],
      [`GET /api/reviews/${FILM_ID} (${READERS} reviews)`, `${product.url}/api/reviews/${FILM_ID}`],
      [
        `GET /api/users/:id/watchlist (${READERS} films, signed in)`,
        `${product.url}/api/users/${watchlistOwner}/watchlist`,
        signedIn(BENCH_JWT_SECRET, watchlistOwner),
      ],
      ['GET /api/health', `${product.url}/api/health`],
    ];
    const figures = {};
    try {
      for (const [label, url, headers] of targets) {
        log(label);
        figures[label] = await measure(url, { headers });
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
    notes: `The film's reviews and the watchlist are seeded in the product's database (${READERS} readers); the watchlist is read as its owner, so each request includes the session check against the database.`,
  };
}
