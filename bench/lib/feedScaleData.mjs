import { withClient } from './postgres.mjs';
import { numberedUuid } from './scaleData.mjs';

/** The synthetic films' ids start after this (lib/scaleData.mjs). */
const FILM_ID_BASE = 100_000_000;
/** At scale 1 (issue 22): one reader follows 1,000 people who together logged 1,000,000 diary entries. */
const FOLLOWEES = 1000;
const DIARY_ENTRIES = 1_000_000;
/** Each followee also wrote this many reviews and keeps this many public lists. */
const REVIEWS_EACH = 10;
const LISTS_EACH = 2;
/** Their ids: the reader is the first, followee n the nth after it (clear of lib/scaleData's and lists'). */
const ID_BASE = 3_000_000_000;

/**
 * The feed's data next to the scale data (after loadScaleData): a reader who follows FOLLOWEES people
 * with handles and public diaries, their DIARY_ENTRIES diary entries logged on Marquee over two years
 * (spread evenly between them), their reviews and public lists. Loaded server-side with
 * generate_series, then vacuumed, so the index-only walks have their visibility map. Answers the reader,
 * the cursor of a page deep in the feed (after its 1,000th newest viewing) and the sizes.
 */
export async function loadFeedData(databaseUrl, scale) {
  const followees = Math.max(1, Math.round(FOLLOWEES * scale));
  const entries = Math.round(DIARY_ENTRIES * scale);
  const started = Date.now();
  return withClient(databaseUrl, async (client) => {
    const films = Number(
      (await client.query(`select count(*) from catalog_movies where id > ${FILM_ID_BASE}`)).rows[0].count,
    );
    await client.query(
      `insert into users (id, name, email, handle, diary_visibility, email_verified_at)
       select ${numberedUuid(`${ID_BASE}::bigint + n`)}, 'Feed ' || n, 'feed-' || n || '@bench.test',
         case when n = 0 then 'feed_reader' else 'feed_' || n end, 'public', now()
       from generate_series(0, $1::int) n`,
      [followees],
    );
    const readerId = (await client.query(`select ${numberedUuid(`${ID_BASE}::bigint`)} as id`)).rows[0].id;
    await client.query(
      `insert into follows (follower_id, followee_id, created_at)
       select $1, ${numberedUuid(`${ID_BASE}::bigint + n`)}, now() - n * interval '1 hour'
       from generate_series(1, $2::int) n`,
      [readerId, followees],
    );
    await client.query(
      `insert into diary_entries (user_id, movie_id, title, year, watched_on, created_at, updated_at)
       select ${numberedUuid(`${ID_BASE}::bigint + 1 + n % $2::int`)}, ${FILM_ID_BASE} + 1 + (n * 7919) % $3::int,
         'Film', '2000', (t - interval '1 day')::date, t, t
       from (select n, now() - ((n * 104729) % 1051200) * interval '1 minute' as t
             from generate_series(1, $1::bigint) n) logs`,
      [entries, followees, films],
    );
    await client.query(
      `insert into reviews (user_id, movie_id, movie_title, rating, comment, created_at, updated_at)
       select ${numberedUuid(`${ID_BASE}::bigint + u`)}, ${FILM_ID_BASE} + k, 'Film ' || k, 1 + (u + k) % 5,
         'A review written for the benchmark.', now() - ((u * 7919 + k * 104729) % 1051200) * interval '1 minute', now()
       from generate_series(1, $1::int) u, generate_series(1, ${REVIEWS_EACH}) k`,
      [followees],
    );
    await client.query(
      `insert into lists (user_id, name, visibility, updated_at)
       select ${numberedUuid(`${ID_BASE}::bigint + u`)}, 'List ' || k, 'public',
         now() - ((u * 104729 + k * 7919) % 1051200) * interval '1 minute'
       from generate_series(1, $1::int) u, generate_series(1, ${LISTS_EACH}) k`,
      [followees],
    );
    await client.query('vacuum analyze users, follows, diary_entries, reviews, lists');
    // The 1,000th newest viewing of the followees: a page that far down the feed starts after it.
    const { rows } = await client.query(
      `select (extract(epoch from created_at) * 1000000)::bigint::text as at, id from diary_entries
       where user_id in (select followee_id from follows where follower_id = $1)
       order by created_at desc, id desc offset 999 limit 1`,
      [readerId],
    );
    const deep = rows[0];
    return {
      feedReaderId: readerId,
      feedCursor: deep ? Buffer.from(JSON.stringify([deep.at, deep.id])).toString('base64url') : undefined,
      feedFollowees: followees,
      feedDiaryEntries: entries,
      feedSeconds: (Date.now() - started) / 1000,
    };
  });
}
