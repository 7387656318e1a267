import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadFeedData } from '../lib/feedScaleData.mjs';
import { p95Goals } from '../lib/latency.mjs';
import { BIG_LIST_SIZE, bigListCursor, bigListFilm, loadListData } from '../lib/listScaleData.mjs';
import { withScratchDatabase } from '../lib/postgres.mjs';
import { BENCH_JWT_SECRET, startProduct } from '../lib/product.mjs';
import { loadScaleData } from '../lib/scaleData.mjs';
import { signedIn } from '../lib/session.mjs';

export const name = 'data-scale';
export const title =
  'Data at scale: 1,000,000 films, 1,000,000 users, 5,000,000 reviews with votes, 5,000,000 watchlist entries';

const here = path.dirname(fileURLToPath(import.meta.url));
/**
 * Each scale loads its own scratch database; the goals are stated for scale 1, the smaller scale shows how
 * cost grows. BENCH_SCALES=0.01 tries the suite quickly.
 */
const SCALES = (process.env.BENCH_SCALES ?? '0.1,1').split(',').map(Number);
/** Sequential requests per query kind: latency, not throughput. */
const SAMPLES = 200;
const GOAL_P95_MS = 30;
const ADMIN_GOAL_P95_MS = 50;

/** The query kinds: label, goal, key of the plan lib/apiQueries.mts explains, URLs, who asks. */
function queryKinds(api, data) {
  const tmdb = `${api}/tmdb`;
  const lastPage = Math.ceil(data.users / 10);
  const owner = signedIn(BENCH_JWT_SECRET, data.busyWatchlistOwnerId);
  const admin = signedIn(BENCH_JWT_SECRET, data.adminId, 'admin');
  return [
    {
      label: 'discover: genre + release years + rating, by popularity',
      plan: 'discover',
      urls: [
        `${tmdb}/discover/movie?with_genres=18&primary_release_date.gte=1990-01-01&primary_release_date.lte=1999-12-31&vote_average.gte=7&sort_by=popularity.desc`,
        `${tmdb}/discover/movie?with_genres=878&primary_release_date.gte=2000-01-01&primary_release_date.lte=2020-12-31&vote_average.gte=6&sort_by=vote_average.desc&page=3`,
        `${tmdb}/discover/movie?with_genres=27,53&primary_release_date.gte=1970-01-01&primary_release_date.lte=1989-12-31&vote_average.lte=5&sort_by=primary_release_date.desc`,
      ],
    },
    {
      label: 'title search, typos and accents included',
      plan: 'search',
      urls: ['midnigth%20garden', 'electrique%20cafe', 'shawshenk', 'crimson%20thunder'].map(
        (query) => `${tmdb}/search/movie?query=${query}`,
      ),
    },
    {
      label: "a film's reviews (50, with authors)",
      plan: 'reviews',
      urls: data.busyFilmIds.map((id) => `${api}/reviews/${id}`),
    },
    {
      label: "a user's watchlist (50 films, signed in)",
      plan: 'watchlist',
      urls: [`${api}/users/${data.busyWatchlistOwnerId}/watchlist`],
      headers: owner,
    },
    {
      label: 'admin stats: totals, recent users (30 days), top 5 reviewers',
      plan: 'stats',
      goal: ADMIN_GOAL_P95_MS,
      urls: [`${api}/admin/stats`],
      headers: admin,
    },
    {
      label: 'admin users page (10 rows with watchlist counts), pages 1-100',
      plan: 'usersFirstPage',
      goal: ADMIN_GOAL_P95_MS,
      urls: [1, 2, 7, 25, 100].map((page) => `${api}/admin/users?page=${page}`),
      headers: admin,
    },
    {
      label: 'admin users page, deep pages (1,000, the middle, the last)',
      plan: 'usersDeepPage',
      goal: ADMIN_GOAL_P95_MS,
      urls: [1000, Math.round(lastPage / 2), lastPage].map((page) => `${api}/admin/users?page=${page}`),
      headers: admin,
    },
    {
      label: 'a 5,000-film list: a page of 50 by rank (first, middle, last; by cursor)',
      plan: 'listPageByRank',
      urls: [0, BIG_LIST_SIZE / 2, BIG_LIST_SIZE - 50].map(
        (after) =>
          `${api}/lists/${data.listId}/entries?sort=rank&limit=50${after ? `&cursor=${bigListCursor(after)}` : ''}`,
      ),
    },
    {
      label: 'a 5,000-film list: a page of 50 by title, rating or year (an index per sort)',
      plan: 'listPageByTitle',
      urls: ['sort=title', 'sort=rating', 'sort=year&order=asc'].map(
        (sort) => `${api}/lists/${data.listId}/entries?${sort}&limit=50`,
      ),
    },
    {
      label: 'a 5,000-film list: a move (after a film, before one, to an index; one row written)',
      plan: 'listMove',
      urls: [
        { movieId: bigListFilm(4000), move: { after: String(bigListFilm(10)) } },
        { movieId: bigListFilm(100), move: { toIndex: 2500 } },
        { movieId: bigListFilm(2600), move: { before: String(bigListFilm(4990)) } },
      ].map(({ movieId, move }) => ({
        url: `${api}/lists/${data.listId}/entries/${movieId}`,
        method: 'PATCH',
        body: { move },
      })),
      headers: owner,
    },
    {
      label:
        'the feed of a reader following 1,000 people with 1,000,000 diary entries (first page, a deep one)',
      plan: 'feed',
      urls: [`${api}/feed?limit=20`, `${api}/feed?limit=20&cursor=${data.feedCursor}`],
      headers: signedIn(BENCH_JWT_SECRET, data.feedReaderId),
    },
  ].map((kind) => ({ goal: GOAL_P95_MS, ...kind }));
}

/** The SQL the API runs for each kind, with its EXPLAIN (ANALYZE, BUFFERS), from lib/apiQueries.mts. */
function explainApiQueries(databaseUrl, data) {
  const input = {
    databaseUrl,
    filmId: data.busyFilmIds[0],
    watchlistOwnerId: data.busyWatchlistOwnerId,
    deepPage: Math.round(Math.ceil(data.users / 10) / 2),
    listId: data.listId,
    listCursor: bigListCursor(BIG_LIST_SIZE / 2),
    moveFilmId: bigListFilm(4000),
    moveAfterFilmId: bigListFilm(10),
    feedReaderId: data.feedReaderId,
    feedCursor: data.feedCursor,
  };
  const output = execFileSync(
    'npx',
    ['tsx', path.join(here, '..', 'lib', 'apiQueries.mts'), JSON.stringify(input)],
    {
      cwd: path.join(here, '..'),
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return JSON.parse(output.toString());
}

/** Loads the data at `scale`, measures every kind through the API, explains the API's queries. */
async function measureScale(scale, log) {
  return withScratchDatabase('marquee_bench_scale', async (databaseUrl) => {
    log(`scale ${scale}: loading`);
    const scaleData = await loadScaleData(databaseUrl, scale);
    const data = {
      ...scaleData,
      ...(await loadListData(databaseUrl, scale, scaleData.busyWatchlistOwnerId)),
      ...(await loadFeedData(databaseUrl, scale)),
    };
    log(
      `scale ${scale}: ${data.films.toLocaleString('en')} films, ${data.users.toLocaleString('en')} users, ${data.reviews.toLocaleString('en')} reviews, ${data.votes.toLocaleString('en')} votes, ${data.watchlistItems.toLocaleString('en')} watchlist entries in ${data.loadSeconds.toFixed(0)} s (rows ${data.insertSeconds.toFixed(0)} s, then indexes); ${data.lists.toLocaleString('en')} lists with ${data.listEntries.toLocaleString('en')} entries in ${data.listSeconds.toFixed(0)} s; a feed reader following ${data.feedFollowees.toLocaleString('en')} people with ${data.feedDiaryEntries.toLocaleString('en')} diary entries in ${data.feedSeconds.toFixed(0)} s`,
    );
    const product = await startProduct({ DATABASE_URL: databaseUrl });
    const figures = [];
    try {
      for (const kind of queryKinds(`${product.url}/api`, data)) {
        const { rows, goals } = await p95Goals([[kind.label, kind.urls]], {
          goalP95Ms: kind.goal,
          samples: SAMPLES,
          headers: kind.headers,
          log: (label) => log(`scale ${scale}: ${label}`),
        });
        figures.push({ ...kind, row: rows[0], goal: goals[0] });
      }
    } finally {
      await product.stop();
    }
    log(`scale ${scale}: explaining the API's queries`);
    const plans = explainApiQueries(databaseUrl, data);
    const { busyFilmIds, busyWatchlistOwnerId, adminId, listId, feedReaderId, feedCursor, ...sizes } = data;
    return { scale, sizes, figures, plans };
  });
}

const scaleLabel = (scale) => (scale === 1 ? 'full' : `×${scale}`);

export async function run({ log }) {
  const runs = [];
  for (const scale of SCALES) runs.push(await measureScale(scale, log));
  const full = runs.find((r) => r.scale === 1) ?? runs.at(-1);
  const rows = full.figures.map((figure, index) => ({
    query: figure.label,
    ...Object.fromEntries(
      runs.flatMap((r) => [
        [`p50 ms ${scaleLabel(r.scale)}`, r.figures[index].row['p50 ms']],
        [`p95 ms ${scaleLabel(r.scale)}`, r.figures[index].row['p95 ms']],
      ]),
    ),
  }));
  const loads = runs
    .map(
      (r) =>
        `scale ${r.scale}: ${r.sizes.films.toLocaleString('en')} films, ${r.sizes.users.toLocaleString('en')} users, ${r.sizes.reviews.toLocaleString('en')} reviews, ${r.sizes.votes.toLocaleString('en')} votes, ${r.sizes.watchlistItems.toLocaleString('en')} watchlist entries loaded in ${r.sizes.loadSeconds.toFixed(0)} s (rows ${r.sizes.insertSeconds.toFixed(0)} s, keys and indexes the rest), then ${r.sizes.lists.toLocaleString('en')} lists with ${r.sizes.listEntries.toLocaleString('en')} entries (one of ${BIG_LIST_SIZE.toLocaleString('en')} films, ranked; the rest of 20) in ${r.sizes.listSeconds.toFixed(0)} s, then a reader following ${r.sizes.feedFollowees.toLocaleString('en')} people who logged ${r.sizes.feedDiaryEntries.toLocaleString('en')} diary entries (with 10 reviews and 2 public lists each) in ${r.sizes.feedSeconds.toFixed(0)} s`,
    )
    .join('; ');
  return {
    rows,
    goals: full.figures.map((figure) => ({
      ...figure.goal,
      goal: `${figure.goal.goal} (scale ${full.scale})`,
    })),
    notes: `${loads}. Loaded server-side (insert … select generate_series, the films on their own connection while the accounts load) with the tables' keys and indexes dropped and triggers off, then indexed and the trigger-kept counters set once. ${SAMPLES} sequential requests per kind through the API (HTTP and, when signed in, the per-request session check included), the variants taken in turn; the SQL behind each kind and its EXPLAIN (ANALYZE, BUFFERS) plan at each scale are in results/data-scale.json. The 5,000-film list: by rank, a page is a range of the (list_id, position) index from the cursor, the same cost at any depth; by title, rating or year the page is a range of that sort's index (migration 0067) and its entries' ranks are numbered from the (list_id, position, movie_id) index alone; a move locks the list's row, reads the named film and its neighbour in one walk and writes that one entry (renumbering only a used-up gap: none in these repeated moves). The moves' time is mostly the request and the commit (its WAL flush): their statements take well under a millisecond each (the plans). The feed: the diary's newest 21 Marquee logs of the followees (a walk of everyone's newest, index-only), then each followee's reviews and public lists only down to the oldest of those, an index-only range per followee (migration 0066).`,
    scales: runs.map(({ scale, sizes, plans }) => ({ scale, sizes, plans })),
  };
}
