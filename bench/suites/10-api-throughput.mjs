import os from 'node:os';
import { startBaseline } from '../lib/baseline.mjs';
import { CONFIGURATIONS, inConfigurations, RATE_LIMIT_NOTE } from '../lib/configurations.mjs';
import { measure } from '../lib/load.mjs';
import { withClient } from '../lib/postgres.mjs';
import { BENCH_JWT_SECRET } from '../lib/product.mjs';
import { numberedUuid } from '../lib/scaleData.mjs';
import { signedIn } from '../lib/session.mjs';

export const name = 'api-throughput';
export const title = 'API throughput and latency (autocannon, 50 connections, 10 s after 3 s warm-up)';

const APPEND = 'credits,videos,images,recommendations,similar,reviews,keywords,external_ids,watch/providers';
/** The film recorded with every part (Fight Club) when TMDB answers; the catalog's most popular film else. */
const TMDB_FILM_ID = 550;
/** The cached popular list and the bare route are measured in turn this many times each; means compared. */
const ROUNDS = 3;
const GOAL_RATIO = 0.8;
/** A server using less than this share of a core was not the bottleneck of its run. */
const SATURATED_CORES = 0.85;
/** Every configuration; BENCH_CONFIGURATIONS=npm-start,favourable runs some of them. */
const MEASURED = CONFIGURATIONS.map(({ name }) => name);

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

const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** Headers Node writes itself (or that would not hold for another process): not copied to the floor route. */
const OWN_HEADERS = new Set(['connection', 'keep-alive', 'date', 'content-length', 'transfer-encoding']);

export async function run({ log }) {
  if (!process.env.TEST_DATABASE_URL) throw new Error('needs TEST_DATABASE_URL');
  return inConfigurations(log, MEASURED, (configuration, product) =>
    measureConfiguration(log, configuration, product),
  );
}

async function measureConfiguration(log, configuration, product) {
  const popularUrl = `${product.url}/api/tmdb/movie/popular?page=1`;
  const popular = await fetch(popularUrl);
  if (!popular.ok) throw new Error(`GET /api/tmdb/movie/popular answered ${popular.status}`);
  // The bytes autocannon receives (it sends no Accept-Encoding): the same for the bare route.
  const body = Buffer.from(await popular.arrayBuffer());
  // The headers of a cached hit as autocannon gets it (uncompressed), for the bare route that sends them too.
  const hit = await fetch(popularUrl, { headers: { 'accept-encoding': 'identity' } });
  await hit.arrayBuffer();
  const hitHeaders = Object.fromEntries([...hit.headers].filter(([header]) => !OWN_HEADERS.has(header)));
  const machineLoad = os.loadavg()[0].toFixed(1);
  const filmId = configuration.tmdb ? TMDB_FILM_ID : JSON.parse(body).results[0].id;

  const watchlistOwner = await withClient(product.databaseUrl, async (client) => {
    for (const statement of seedReaders(filmId)) await client.query(statement);
    return (await client.query(`select ${numberedUuid(1)} as id`)).rows[0].id;
  });

  const baseline = await startBaseline(body);
  const floor = await startBaseline(body, hitHeaders);
  const rows = [];
  const figures = {};
  const record = (label, figure) => {
    figures[label] = [...(figures[label] ?? []), figure];
    log(`${label}: ${figure.requestsPerSecond} req/s, ${figure.cpuMicrosPerRequest} µs CPU a request`);
  };
  const popularLabel = 'GET /api/tmdb/movie/popular?page=1 (cached)';
  const baselineLabel = 'bare Fastify, same bytes (baseline)';
  const floorLabel = `bare Fastify, same bytes and the product's ${Object.keys(hitHeaders).length} headers`;
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      record(baselineLabel, await measure(baseline.url, { pid: baseline.pid }));
      record(floorLabel, await measure(floor.url, { pid: floor.pid }));
      record(popularLabel, await measure(popularUrl, { pid: product.pid }));
    }
  } finally {
    await baseline.stop();
    await floor.stop();
  }
  const others = [
    [
      `GET /api/tmdb/movie/${filmId}?append_to_response=…`,
      `${product.url}/api/tmdb/movie/${filmId}?append_to_response=${APPEND}`,
    ],
    [`GET /api/reviews/${filmId} (${READERS} reviews)`, `${product.url}/api/reviews/${filmId}`],
    [
      `GET /api/users/:id/watchlist (${READERS} films, signed in)`,
      `${product.url}/api/users/${watchlistOwner}/watchlist`,
      signedIn(BENCH_JWT_SECRET, watchlistOwner),
    ],
    ['GET /api/health', `${product.url}/api/health`],
  ];
  for (const [label, url, headers] of others) {
    record(label, await measure(url, { headers, pid: product.pid }));
  }

  for (const [label, runs] of Object.entries(figures)) {
    rows.push({
      route: label,
      runs: runs.length,
      'req/s': Math.round(mean(runs.map((run) => run.requestsPerSecond))),
      'CPU µs/request': Math.round(mean(runs.map((run) => run.cpuMicrosPerRequest))),
      'p50 ms': Math.max(...runs.map((run) => run.p50)),
      'p99 ms': Math.max(...runs.map((run) => run.p99)),
      'non-2xx': runs.reduce((sum, run) => sum + run.non2xx, 0),
      errors: runs.reduce((sum, run) => sum + run.errors, 0),
    });
  }
  const rate = (label) => mean(figures[label].map((run) => run.requestsPerSecond));
  const cpu = (label) => mean(figures[label].map((run) => run.cpuMicrosPerRequest));
  const ratio = rate(popularLabel) / rate(baselineLabel);
  const cpuRatio = cpu(baselineLabel) / cpu(popularLabel);
  // The bare route's share of a core: well under one, and it was autocannon (sharing the machine), not
  // the server, that set both req/s figures, so their ratio says nothing of the product's cost.
  const baselineCores = (rate(baselineLabel) * cpu(baselineLabel)) / 1e6;
  const clientBound = baselineCores < SATURATED_CORES;
  const failures = rows.reduce((sum, row) => sum + row['non-2xx'] + row.errors, 0);
  const health = cpu('GET /api/health');
  return {
    name: configuration.name,
    title: `${title}: ${configuration.title}`,
    rows,
    goals: [
      {
        goal: `cached popular list ÷ bare Fastify ≥ ${GOAL_RATIO} (mean req/s of ${ROUNDS} alternating runs each)`,
        measured: clientBound
          ? `${ratio.toFixed(2)}, not a measure: the bare route used ${baselineCores.toFixed(2)} of a core, so the load generator set the pace`
          : ratio.toFixed(2),
        met: !clientBound && ratio >= GOAL_RATIO,
      },
      {
        goal: `the same by CPU time a request (bare ÷ product), which other load on the machine disturbs less`,
        measured: cpuRatio.toFixed(2),
        met: cpuRatio >= GOAL_RATIO,
      },
      { goal: 'zero non-2xx answers and errors', measured: String(failures), met: failures === 0 },
    ],
    notes: [
      configuration.description,
      RATE_LIMIT_NOTE,
      `Load average when the configuration started: ${machineLoad} on ${os.cpus().length} cores (other work shares this machine). CPU µs/request is the serving process's user + system time (/proc) over the requests autocannon completed.`,
      `The cached popular list costs ${Math.round(cpu(popularLabel))} µs of CPU a request, /api/health ${Math.round(health)} µs, the bare route ${Math.round(cpu(baselineLabel))} µs, and the bare route sending the product's ${Object.keys(hitHeaders).length} response headers too (security, CORS, caching, rate limit, request id: ${Object.keys(hitHeaders).join(', ')}) ${Math.round(cpu(floorLabel))} µs. Those headers alone cap the CPU ratio at ${(cpu(baselineLabel) / cpu(floorLabel)).toFixed(2)}; what the product does beyond them on a cached hit (replayed before the router, docs/architecture.md "Replayed hot answers": a lookup, a request id, the write) is the remaining ${Math.round(cpu(popularLabel) - cpu(floorLabel))} µs. With other work on the machine, req/s ratios swing widely between runs; the CPU ratio is the steadier figure.`,
      `The film's reviews and the watchlist are seeded in the product's database (${READERS} readers); the watchlist is read as its owner, so each request includes the session check against the database. autocannon sends no Accept-Encoding, so both sides answer the same ${body.length} uncompressed bytes.`,
    ].join(' '),
  };
}
