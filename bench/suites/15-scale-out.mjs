import { startLoadBalancer } from '@marquee/testing/loadBalancer';
import { startSharedServices } from '../lib/configurations.mjs';
import { measure } from '../lib/load.mjs';
import { startProduct } from '../lib/product.mjs';

export const name = 'scale-out';
export const title =
  'Scale-out: one API process against two behind nginx on one Postgres and Redis (autocannon, 50 connections, 10 s after 3 s warm-up)';

export async function run({ log }) {
  if (!process.env.TEST_DATABASE_URL) throw new Error('needs TEST_DATABASE_URL (both processes share it)');
  // A Redis database other than the configurations' (13): the two never share keys.
  const { env, stop } = await startSharedServices(14);
  const products = [];
  const balancers = [];
  try {
    products.push(await startProduct(env));
    products.push(await startProduct({ ...env, DATABASE_URL: products[0].databaseUrl }));
    // Both measured through nginx, so the only difference is the second process.
    balancers.push(await startLoadBalancer([products[0].url]));
    balancers.push(await startLoadBalancer(products.map((product) => product.url)));
    const popular = await fetch(`${balancers[1].url}/api/tmdb/movie/popular?page=1`);
    if (!popular.ok) throw new Error(`GET /api/tmdb/movie/popular answered ${popular.status}`);
    const firstId = (await popular.json()).results[0].id;
    return await measureBoth(log, balancers, [
      ['GET /api/tmdb/movie/popular?page=1 (cached)', '/api/tmdb/movie/popular?page=1'],
      [`GET /api/reviews/${firstId} (database)`, `/api/reviews/${firstId}`],
    ]);
  } finally {
    await Promise.all(balancers.map((balancer) => balancer.close()));
    for (const product of products.reverse()) await product.stop();
    await stop();
  }
}

async function measureBoth(log, [one, two], routes) {
  const rows = [];
  let failures = 0;
  for (const [label, path] of routes) {
    log(`${label}: one process`);
    const single = await measure(`${one.url}${path}`);
    log(`${label}: two processes`);
    const double = await measure(`${two.url}${path}`);
    failures += single.non2xx + single.errors + double.non2xx + double.errors;
    rows.push({
      route: label,
      '1 process req/s': single.requestsPerSecond,
      '2 processes req/s': double.requestsPerSecond,
      '2 ÷ 1': (double.requestsPerSecond / single.requestsPerSecond).toFixed(2),
      '1 process p99 ms': single.p99,
      '2 processes p99 ms': double.p99,
    });
  }
  return {
    rows,
    goals: [{ goal: 'zero non-2xx answers and errors', measured: String(failures), met: failures === 0 }],
    notes:
      'This machine has 2 cores, shared by autocannon, nginx, Postgres and Redis as well as the API processes, so a second process can only use what they leave: the figure is what the second process adds here, not what it adds on a host of its own. On separate hosts each process brings its own cores; nothing in a process holds state the other needs (reliability/test/scaleOut.test.ts).',
  };
}
