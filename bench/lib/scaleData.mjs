import { withClient } from './postgres.mjs';

/**
 * The data of the scale benchmarks, loaded server-side (insert … select generate_series) into a migrated
 * scratch database. At scale 1: 1,000,000 films, 1,000,000 users, ~5,000,000 reviews with one vote each,
 * ~5,000,000 watchlist entries. Every row is derived from its numbers, ids included (users and reviews get
 * uuids spelt from them), so no step reads another's rows and the films load on a second connection while
 * the accounts load.
 */
const FILMS = 1_000_000;
const USERS = 1_000_000;
const FILM_ID_BASE = 100_000_000;
/** Every 10,000th film has 50 reviews (the rest 1-9), every 10,000th user (from 1) 50 watchlist entries. */
const BUSY_EVERY = 10_000;
const BUSY_SIZE = 50;

/** A uuid spelt from a number, so rows can name one another without reading them back. */
export const numberedUuid = (n) => `lpad(to_hex(${n}), 32, '0')::uuid`;

/**
 * Synthetic films next to the seeded ones: titles of two to four words, one to three TMDB genres, release
 * dates 1920-2025, popularity and votes skewed like real ones. A real catalogue's titles draw on tens of
 * thousands of words, a few very common and most rare (Zipf's law), so the vocabulary is VOCABULARY words
 * picked with probability 1/rank: made-up words from syllables, with the ~110 real words (accents
 * included) at every 40th rank, so "midnight" names a few hundred films, not tens of thousands as when
 * every title was made of those 110 words alone.
 */
const VOCABULARY = 40_000;
const films = (count) => `
  with words as (
    select array['shadow','river','night','empire','garden','silent','crimson','winter','promise','stranger',
      'highway','brother','ocean','midnight','secret','paradise','thunder','glass','memory','whisper',
      'kingdom','forest','desert','mirror','storm','velvet','golden','broken','distant','fallen','hidden',
      'last','lost','wild','dark','little','great','final','frozen','burning','électrique','café','señor',
      'über','mañana','città','château','rêve','noël','crème','journey','return','rise','legend','dream',
      'fire','ice','city','star','moon','sun','heart','soul','blood','stone','iron','silver','love','war',
      'peace','time','space','world','road','home','house','island','mountain','valley','sea','sky','rain',
      'snow','wind','light','ghost','angel','devil','hunter','king','queen','prince','princess','knight',
      'soldier','doctor','detective','thief','spy','witch','wolf','tiger','dragon','eagle','raven'] as w
  ),
  syllables as (
    select array['ka','lo','mi','ren','tor','vel','an','dra','sil','mor','bel','cas','den','for','gar','hal',
      'is','jor','lin','mar','nel','os','pra','quin','ros','sen','tal','ur','vin','wes','yar','zel','bra',
      'cor','dun','el','fen','gri','hol','ist'] as s
  )
  insert into catalog_movies (id, title, original_title, release_date, genre_ids, popularity,
    vote_average, vote_count, dataset)
  select ${FILM_ID_BASE} + n, t, t,
    date '1920-01-01' + (random() * 38000)::int,
    (select array_agg(distinct g) from (select (array[28,12,16,35,80,99,18,10751,14,36,27,10402,9648,10749,878,10770,53,10752,37])[1 + floor(random() * 19)::int] as g
       from generate_series(1, 1 + (n % 3))) genres),
    round((-ln(random() + 1e-9) * 20)::numeric, 3), round((random() * 10)::numeric, 1),
    (random() * random() * 20000)::int, 'bench-synthetic'
  from (
    select n, initcap(array_to_string(array(
      select case when k % 40 = 0 and k / 40 <= array_length(w, 1) then w[k / 40]
        else s[1 + k % 40] || s[1 + (k / 40) % 40] || case when k >= 1600 then s[1 + (k / 1600) % 40] else '' end
        end
      from (select floor(exp(random() * ln(${VOCABULARY} + 1)))::int as k
            from generate_series(1, 2 + (n % 3)) where n > 0) ranks
    ), ' ')) as t
    from words, syllables, generate_series(1, ${count}) as n
  ) films`;

/**
 * Film f's reviews j = 0, 1, …: written by user 1 + (7919 f + 104729 j) mod users (distinct for one film,
 * 104729 being prime), each liked or disliked once by the next user. Users joined one a minute back from
 * now (about two years at full size, so "last 30 days" is a range of ~43,000), one in 10,000 an admin;
 * their review counts are counted from the reviews as they are inserted.
 */
const filmReviews = (filmCount, userCount) => `
  select f, j, 1 + (f * 7919 + j * 104729) % ${userCount} as author
  from generate_series(1::bigint, ${filmCount}) as f,
    generate_series(0, case when f % ${BUSY_EVERY} = 0 then ${BUSY_SIZE - 1} else f % 9 end) as j`;

/** Statements per group of tables; the groups load at once, each on its own connection. */
const loads = (filmCount, userCount) => [
  [films(filmCount)],
  [
    `insert into reviews (id, user_id, movie_id, movie_title, rating, comment, likes, dislikes, created_at,
         updated_at)
       select ${numberedUuid('f * 64 + j')}, ${numberedUuid('author')}, ${FILM_ID_BASE} + f, 'Film ' || f,
         1 + (f + j) % 5, 'A review written for the benchmark.', ((f + j) % 4 <> 0)::int,
         ((f + j) % 4 = 0)::int, now() - ((f * 13 + j * 7919) % 1000000) * interval '1 minute', now()
       from (${filmReviews(filmCount, userCount)}) r`,
    `insert into users (id, name, email, role, email_verified_at, created_at, review_count)
       select ${numberedUuid('n')}, 'Bench User ' || n, 'bench' || n || '@example.com',
         (case when n % 10000 = 0 then 'admin' else 'user' end)::user_role, now(),
         now() - n * interval '1 minute', coalesce(written.count, 0)
       from generate_series(1, ${userCount}) as n
       left join (select user_id, count(*) from reviews group by user_id) written
         on written.user_id = ${numberedUuid('n')}`,
  ],
  [
    `insert into review_votes (review_id, user_id, type)
       select ${numberedUuid('f * 64 + j')}, ${numberedUuid(`1 + author % ${userCount}`)},
         case when (f + j) % 4 <> 0 then 'like' else 'dislike' end
       from (${filmReviews(filmCount, userCount)}) r`,
  ],
  [
    `insert into watchlist_items (user_id, movie_id, title, added_at)
       select ${numberedUuid('n')}, ${FILM_ID_BASE} + 1 + (n * 7919 + k * 104729) % ${filmCount},
         'Film ' || 1 + (n * 7919 + k * 104729) % ${filmCount}, now() - (n + k) * interval '1 minute'
       from generate_series(1::bigint, ${userCount}) as n,
         generate_series(1, case when n % ${BUSY_EVERY} = 1 then ${BUSY_SIZE} else n % 11 end) as k`,
  ],
];
const TABLES = ['catalog_movies', 'users', 'reviews', 'review_votes', 'watchlist_items'];

/**
 * The keys, indexes and foreign keys of `tables` (those pointing at them included): statements that
 * drop them, and per table the statements that build its keys and indexes again, then the foreign keys.
 * A table filled without indexes, then indexed in one sorted pass per index, loads many times faster
 * than one whose indexes take the rows one by one.
 */
async function indexesOf(client, tables) {
  const { rows: constraints } = await client.query(
    `select conrelid::regclass::text as table, conname as name, contype as type,
       pg_get_constraintdef(oid) as definition
     from pg_constraint
     where contype in ('p', 'u', 'f')
       and (conrelid::regclass::text = any($1) or confrelid::regclass::text = any($1))`,
    [tables],
  );
  const { rows: indexes } = await client.query(
    `select tablename as table, indexname as name, indexdef as definition from pg_indexes
     where schemaname = 'public' and tablename = any($1)
       and indexname not in (select conname from pg_constraint where contype in ('p', 'u'))`,
    [tables],
  );
  const keys = constraints.filter((c) => c.type !== 'f');
  const foreign = constraints.filter((c) => c.type === 'f');
  const drop = (c) => `alter table ${c.table} drop constraint ${c.name}`;
  const add = (c) => `alter table ${c.table} add constraint ${c.name} ${c.definition}`;
  return {
    drop: [...foreign.map(drop), ...keys.map(drop), ...indexes.map((i) => `drop index ${i.name}`)],
    buildByTable: tables.map((table) => [
      ...keys.filter((c) => c.table === table).map(add),
      ...indexes.filter((i) => i.table === table).map((i) => i.definition),
    ]),
    foreignKeys: foreign.map(add),
  };
}

/** Runs `statements` on a connection of its own with triggers (the counters, foreign-key checks) off. */
const runAlone = (databaseUrl, statements) =>
  withClient(databaseUrl, async (client) => {
    await client.query(`set session_replication_role = replica`);
    await client.query(`set maintenance_work_mem = '256MB'`);
    for (const statement of statements) await client.query(statement);
  });

/**
 * Fills the migrated database at `databaseUrl` at `scale` (1 = the sizes above) and answers what the
 * measurements need: the sizes, ids of a busy film, a busy watchlist's owner and an admin, the seconds
 * the load took.
 */
export async function loadScaleData(databaseUrl, scale) {
  const filmCount = Math.round(FILMS * scale);
  const userCount = Math.round(USERS * scale);
  const started = Date.now();
  const { drop, buildByTable, foreignKeys } = await withClient(databaseUrl, (client) =>
    indexesOf(client, TABLES),
  );
  await runAlone(databaseUrl, drop);
  await Promise.all(loads(filmCount, userCount).map((statements) => runAlone(databaseUrl, statements)));
  const inserted = Date.now();
  await Promise.all(buildByTable.map((statements) => runAlone(databaseUrl, statements)));
  // The triggers were off: the totals and sign-ups per day they keep, set once.
  await runAlone(databaseUrl, [
    ...foreignKeys,
    `update admin_counters set value = case name
       when 'users' then (select count(*) from users)
       when 'admins' then (select count(*) from users where role = 'admin')
       when 'reviews' then (select count(*) from reviews) end`,
    `insert into users_per_day (day, users)
       select (created_at at time zone 'UTC')::date, count(*) from users group by 1`,
  ]);
  return withClient(databaseUrl, async (client) => {
    await client.query('vacuum analyze catalog_movies, users, reviews, review_votes, watchlist_items');
    const count = async (table) =>
      Number((await client.query(`select count(*) from ${table}`)).rows[0].count);
    const idOf = async (n) =>
      (await client.query(`select ${numberedUuid('$1::bigint')} as id`, [n])).rows[0].id;
    return {
      insertSeconds: (inserted - started) / 1000,
      loadSeconds: (Date.now() - started) / 1000,
      films: filmCount,
      users: userCount,
      reviews: await count('reviews'),
      votes: await count('review_votes'),
      watchlistItems: await count('watchlist_items'),
      busyFilmIds: [1, 2, 3].map((i) => FILM_ID_BASE + Math.min(i, filmCount / BUSY_EVERY) * BUSY_EVERY),
      busyWatchlistOwnerId: await idOf(1),
      adminId: await idOf(BUSY_EVERY),
    };
  });
}
