import { createHmac } from 'node:crypto';
import { p95Goals } from '../lib/latency.mjs';
import { withClient, withScratchDatabase } from '../lib/postgres.mjs';
import { startProduct } from '../lib/product.mjs';

export const name = 'admin-scale';
export const title = 'Admin dashboard at 1,000,000 users and 5,000,000 reviews: stats and users page latency';

/** BENCH_ADMIN_SCALE=0.1 loads a tenth, to try the suite quickly; the goal is stated for the full size. */
const SCALE = Number(process.env.BENCH_ADMIN_SCALE ?? 1);
const USERS = Math.round(1_000_000 * SCALE);
const SAMPLES = 200;
const GOAL_P95_MS = 50;
const JWT_SECRET = 'bench-admin-secret-bench-admin-secret-0123';

/**
 * Users joined one a minute back from now (about two years at full size, so "last 30 days" is a range of
 * ~43,000), one in 10,000 an admin. Reviews: user n writes 1 + n % 9 (5 on average, 5,000,000 at full
 * size), the newest after the user joined; every tenth user keeps two films on the watchlist.
 */
const LOAD = [
  `insert into users (name, email, role, email_verified_at, created_at)
     select 'Bench User ' || n, 'bench' || n || '@example.com',
       (case when n % 10000 = 0 then 'admin' else 'user' end)::user_role, now(),
       now() - n * interval '1 minute'
     from generate_series(1, ${USERS}) as n`,
  `create temporary table bench_users as
     select id, row_number() over (order by created_at desc) as n from users`,
  `insert into reviews (user_id, movie_id, movie_title, rating, comment, created_at)
     select u.id, film, 'Film ' || film, 1 + (u.n + film) % 5, 'A review written for the benchmark.',
       now() - u.n * interval '1 minute' + film * interval '1 second'
     from bench_users u, generate_series(1, 1 + (u.n % 9)::int) as film`,
  `insert into watchlist_items (user_id, movie_id, title)
     select u.id, film, 'Film ' || film from bench_users u, generate_series(1, 2) as film where u.n % 10 = 0`,
  'vacuum analyze users',
  'vacuum analyze reviews',
  'vacuum analyze watchlist_items',
];

const base64url = (value) => Buffer.from(value).toString('base64url');

/** A session token as the API signs them (HS256), for the first admin. */
function adminToken(adminId) {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const claims = base64url(
    JSON.stringify({ sub: adminId, role: 'admin', ver: 0, iat: Math.floor(Date.now() / 1000) }),
  );
  const signature = createHmac('sha256', JWT_SECRET).update(`${header}.${claims}`).digest('base64url');
  return `${header}.${claims}.${signature}`;
}

export async function run({ log }) {
  let measured = { rows: [], goals: [] };
  let reviews = 0;
  await withScratchDatabase('marquee_bench_admin', async (databaseUrl) => {
    log(`loading ${USERS.toLocaleString('en')} users and their reviews`);
    const loadStarted = Date.now();
    const adminId = await withClient(databaseUrl, async (client) => {
      for (const statement of LOAD) await client.query(statement);
      reviews = Number(
        (await client.query(`select value from admin_counters where name = 'reviews'`)).rows[0].value,
      );
      return (
        await client.query(`select id from users where role = 'admin' order by created_at desc limit 1`)
      ).rows[0].id;
    });
    log(
      `loaded ${reviews.toLocaleString('en')} reviews in ${((Date.now() - loadStarted) / 1000).toFixed(0)} s`,
    );

    const product = await startProduct({ DATABASE_URL: databaseUrl, JWT_SECRET });
    try {
      const api = `${product.url}/api/admin`;
      const lastPage = Math.ceil(USERS / 10);
      const kinds = [
        ['stats: totals, recent users (30 days), top 5 reviewers', [`${api}/stats`]],
        [
          'users page (10 rows with watchlist counts), pages 1-100',
          [1, 2, 7, 25, 100].map((page) => `${api}/users?page=${page}`),
        ],
        [
          `users page, deep pages (up to ${lastPage.toLocaleString('en')})`,
          [1000, Math.round(lastPage / 2), lastPage].map((page) => `${api}/users?page=${page}`),
        ],
      ];
      const headers = { authorization: `Bearer ${adminToken(adminId)}` };
      measured = await p95Goals(kinds, { goalP95Ms: GOAL_P95_MS, samples: SAMPLES, headers, log });
    } finally {
      await product.stop();
    }
  });
  return {
    ...measured,
    notes: `${USERS.toLocaleString('en')} users and ${reviews.toLocaleString('en')} reviews (scale ${SCALE}), loaded with generate_series; ${SAMPLES} sequential requests per kind through the API as an admin (HTTP and the per-request session check included), the pages taken in turn. Totals come from trigger-kept counters, top reviewers from an index on users.review_count, pages from the (created_at desc, id desc) index.`,
  };
}
