import { withClient } from './postgres.mjs';
import { numberedUuid } from './scaleData.mjs';

/** The synthetic films' ids start after this (lib/scaleData.mjs). */
const FILM_ID_BASE = 100_000_000;
/** At scale 1: 50,000 users keep a list of 20 films each (1,000,000 list entries) besides the big one. */
const LISTS = 50_000;
const LIST_SIZE = 20;
/** The big list: the most films a list may hold (LIST_LIMITS.entriesPerList). */
export const BIG_LIST_SIZE = 5000;
const POSITION_STEP = 1024;

/**
 * Users' lists next to the scale data (after loadScaleData): every 20th user's list of 20 films, and
 * one public, ranked list of 5,000 films owned by `ownerId`, its films 1..5,000 of the synthetic ones
 * (titles and ratings copied from the catalog, as the API does) at positions 1,024 × n, added a minute
 * apart. Loaded server-side like the rest; the list's id and size for the measurements.
 */
export async function loadListData(databaseUrl, scale, ownerId) {
  const lists = Math.round(LISTS * scale);
  const started = Date.now();
  return withClient(databaseUrl, async (client) => {
    await client.query(
      `insert into lists (id, user_id, name, visibility)
       select ${numberedUuid('1000000000 + n')}, ${numberedUuid('n * 20')}, 'List ' || n,
         (array['private','unlisted','public'])[1 + n % 3]
       from generate_series(1, $1::int) n`,
      [lists],
    );
    await client.query(
      `insert into list_entries (list_id, movie_id, title, year, vote_average, position)
       select ${numberedUuid('1000000000 + n')}, ${FILM_ID_BASE} + 1 + (n * 7919 + k * 104729) % $2::int,
         'Film', '2000', 5, k * ${POSITION_STEP}
       from generate_series(1, $1::int) n, generate_series(1, ${LIST_SIZE}) k
       on conflict do nothing`,
      [lists, Math.round(1_000_000 * scale)],
    );
    const {
      rows: [{ id: listId }],
    } = await client.query(
      `insert into lists (user_id, name, visibility, ranked) values ($1, 'Every film I love', 'public', true)
       returning id`,
      [ownerId],
    );
    await client.query(
      `insert into list_entries (list_id, movie_id, title, poster, year, vote_average, position, added_at)
       select $1, m.id, m.title, m.poster_path, coalesce(to_char(m.release_date, 'YYYY'), ''), m.vote_average,
         (m.id - ${FILM_ID_BASE}) * ${POSITION_STEP}, now() - (m.id - ${FILM_ID_BASE}) * interval '1 minute'
       from catalog_movies m where m.id between ${FILM_ID_BASE} + 1 and ${FILM_ID_BASE} + ${BIG_LIST_SIZE}`,
      [listId],
    );
    await client.query('vacuum analyze lists, list_entries');
    const count = async (table) =>
      Number((await client.query(`select count(*) from ${table}`)).rows[0].count);
    return {
      listId,
      lists: await count('lists'),
      listEntries: await count('list_entries'),
      listSeconds: (Date.now() - started) / 1000,
    };
  });
}

/** The nth film of the big list (1-based), as its id. */
export const bigListFilm = (n) => FILM_ID_BASE + n;

/**
 * The cursor of the page of the big list (by rank, ascending) that starts after its nth film, as the API
 * writes them (api/src/lists/listPages.ts, api/src/pagination/cursor.ts): sort, order, the last position, film and rank.
 */
export function bigListCursor(n) {
  return Buffer.from(JSON.stringify(['rank', 'asc', String(n * POSITION_STEP), bigListFilm(n), n])).toString(
    'base64url',
  );
}
