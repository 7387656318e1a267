// Prints, as JSON, the SQL the API runs for each query kind of the scale suite, with its EXPLAIN (ANALYZE,
// BUFFERS) plan: the API's own query code (api/src) runs against the database, and every statement it
// sends is captured from knex and explained with the same bindings. Run with tsx:
//   tsx lib/apiQueries.mts '{"databaseUrl": …, "filmId": …, "watchlistOwnerId": …, "deepPage": …}'
import knex, { type Knex } from 'knex';
import pg from 'pg';
import { adminStats } from '@marquee/api/adminStats';
import { listAdminUsers } from '@marquee/api/adminUsers';
import { discoverFilms, searchFilms } from '@marquee/api/catalogQueries';
import { feedPage } from '@marquee/api/feed';
import { updateListEntry } from '@marquee/api/listEntries';
import { listEntriesPage } from '@marquee/api/listPages';
import { listMovieReviews } from '@marquee/api/reviews';
import { listWatchlist } from '@marquee/api/watchlist';

interface Input {
  databaseUrl: string;
  filmId: number;
  watchlistOwnerId: string;
  deepPage: number;
  /** The 5,000-film list, the cursor of a page in its middle, and a move in it (a film after another). */
  listId: string;
  listCursor: string;
  moveFilmId: number;
  moveAfterFilmId: number;
  /** The reader who follows 1,000 people, and the cursor of a page deep in their feed. */
  feedReaderId: string;
  feedCursor: string;
}

const input = JSON.parse(process.argv[2] ?? '{}') as Input;

/** One call per kind, the first variant the suite measures (the same parameters its URL carries). */
const kinds: Record<string, (db: Knex) => Promise<unknown>> = {
  discover: (db) =>
    discoverFilms(db, {
      page: 1,
      sort_by: 'popularity.desc',
      with_genres: [18],
      'primary_release_date.gte': '1990-01-01',
      'primary_release_date.lte': '1999-12-31',
      'vote_average.gte': 7,
      include_adult: false,
      include_video: false,
    }),
  search: (db) => searchFilms(db, 'midnigth garden', 1),
  reviews: (db) => listMovieReviews(db, String(input.filmId), undefined),
  watchlist: (db) => listWatchlist(db, input.watchlistOwnerId),
  stats: (db) => adminStats(db),
  usersFirstPage: (db) => listAdminUsers(db, { page: 1, limit: 10 }),
  usersDeepPage: (db) => listAdminUsers(db, { page: input.deepPage, limit: 10 }),
  listPageByRank: (db) =>
    listEntriesPage(db, input.listId, { sort: 'rank', cursor: input.listCursor, limit: 50 }),
  listPageByTitle: (db) => listEntriesPage(db, input.listId, { sort: 'title', limit: 50 }),
  listMove: (db) =>
    updateListEntry(db, input.listId, input.moveFilmId, { move: { after: String(input.moveAfterFilmId) } }),
  feed: (db) => feedPage(db, input.feedReaderId, { limit: 20 }),
  feedDeepPage: (db) => feedPage(db, input.feedReaderId, { limit: 20, cursor: input.feedCursor }),
};

/** A transaction's own statements have no plan. */
const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|savepoint|release)\b/i;

const db = knex({ client: 'pg', connection: input.databaseUrl, pool: { min: 0, max: 1 } });
const explainer = new pg.Client({ connectionString: input.databaseUrl });
await explainer.connect();
const plans: Record<string, { sql: string; bindings: unknown[]; plan: string }[]> = {};
try {
  for (const [kind, call] of Object.entries(kinds)) {
    const statements: { sql: string; bindings: unknown[] }[] = [];
    const capture = (query: { sql: string; bindings?: unknown[] }) => {
      if (!TRANSACTION_CONTROL.test(query.sql))
        statements.push({ sql: query.sql, bindings: query.bindings ?? [] });
    };
    db.on('query', capture);
    await call(db);
    db.off('query', capture);
    plans[kind] = [];
    for (const { sql, bindings } of statements) {
      const { rows } = await explainer.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers) ${sql}`,
        bindings,
      );
      plans[kind].push({ sql, bindings, plan: rows.map((row) => row['QUERY PLAN']).join('\n') });
    }
  }
} finally {
  await explainer.end();
  await db.destroy();
}
process.stdout.write(JSON.stringify(plans));
