import { PROFILE_LIMITS, type FeedItem, type FeedPage } from '@marquee/contracts';
import { type Knex } from 'knex';
import { CURSOR_TIME, decodeCursor, isMicros, isUuid, micros, nextCursor } from '../pagination/cursor';
import { contentByIds, PERSON_COLUMNS, publicList, toPerson, type PersonRow } from './profileContent';
import { shownTo } from './viewer';

type Kind = FeedItem['kind'];
/** Where the last page ended: its last item's time (microseconds) and id. */
type After = readonly [atMicros: string, id: string];

interface FeedRow extends PersonRow {
  kind: Kind;
  item_id: string;
  at: Date;
  at_us: string;
}

/**
 * The newest `take` rows of one source written by a followee (before the cursor). Postgres chooses the
 * plan by cost: walking the source's newest-first index (with its author, migration 0065) and keeping
 * the followees' rows, which stops after `take` of them when the followees write a fair share of what is
 * written; or, for a reader who follows few, reading each followee's rows by author and sorting them.
 */
function source(
  kind: Kind,
  table: string,
  time: string,
  where: string,
  cursor: After | undefined,
): { sql: string; bindings: Knex.Value[] } {
  const before = cursor ? `and (x.${time}, x.id) < (${CURSOR_TIME}, ?::uuid)` : '';
  return {
    sql: `(select '${kind}' as kind, x.id as item_id, x.${time} as at, x.user_id from ${table} x
      where ${where} ${before} order by x.${time} desc, x.id desc limit ?)`,
    bindings: cursor ? [...cursor] : [],
  };
}

/** A row of the page with its content, or undefined when the content is gone. */
function feedItem(row: FeedRow, content: Awaited<ReturnType<typeof contentByIds>>): FeedItem | undefined {
  const base = { at: row.at.toISOString(), person: toPerson(row) };
  switch (row.kind) {
    case 'diary': {
      const entry = content.diary.get(row.item_id);
      return entry && { kind: 'diary', ...base, entry };
    }
    case 'review': {
      const review = content.review.get(row.item_id);
      return review && { kind: 'review', ...base, review };
    }
    case 'list': {
      const list = content.list.get(row.item_id);
      return list && { kind: 'list', ...base, list };
    }
  }
}

/**
 * A page of the feed of `viewerId`: the diary entries, reviews and public list changes of the people
 * they follow, newest first. Followees are those whose profile the viewer may see (public, not hidden,
 * no block either way); diary entries only from a public diary, and only those logged on Marquee (an
 * imported history is not news). Each source gives its newest `limit + 1` rows, the page is cut from
 * their merge, and the content of its items is then read by id.
 */
export async function feedPage(
  db: Knex,
  viewerId: string,
  page: { cursor?: string; limit?: number },
): Promise<FeedPage> {
  const limit = page.limit ?? PROFILE_LIMITS.feedPageDefault;
  const cursor =
    page.cursor === undefined ? undefined : decodeCursor(page.cursor, [isMicros, isUuid], 'this page');
  const take = limit + 1;
  const followees = db('follows as f')
    .join('users as u', 'u.id', 'f.followee_id')
    .select('u.id', db.raw(`u.diary_visibility = 'public' as diary_public`))
    .where('f.follower_id', viewerId)
    .where(shownTo(db, 'u', { id: viewerId, isAdmin: false }))
    .toSQL();
  const sources = [
    source(
      'diary',
      'diary_entries',
      'created_at',
      `x.source = 'marquee' and x.user_id in (select id from followees where diary_public)`,
      cursor,
    ),
    source('review', 'reviews', 'created_at', 'x.user_id in (select id from followees)', cursor),
    source(
      'list',
      'lists',
      'updated_at',
      `${publicList('x')} and x.user_id in (select id from followees)`,
      cursor,
    ),
  ];
  const rows: FeedRow[] = (
    await db.raw(
      `with followees as materialized (${followees.sql}),
       items as (${sources.map((s) => s.sql).join(' union all ')})
       select i.kind, i.item_id, i.at, ${micros('i.at')} as at_us, ${PERSON_COLUMNS('u').join(', ')}
       from (select * from items order by at desc, item_id desc limit ?) i
       join users u on u.id = i.user_id
       order by i.at desc, i.item_id desc`,
      [...followees.bindings, ...sources.flatMap((s) => [...s.bindings, take]), take],
    )
  ).rows;
  const shown = rows.slice(0, limit);
  const idsOf = (kind: Kind) => shown.filter((row) => row.kind === kind).map((row) => row.item_id);
  const content = await contentByIds(db, {
    diary: idsOf('diary'),
    review: idsOf('review'),
    list: idsOf('list'),
  });
  const items = shown.flatMap((row) => {
    const item = feedItem(row, content);
    // Deleted between the two reads: left out, and the cursor still moves past it.
    return item ? [item] : [];
  });
  return {
    items,
    nextCursor: nextCursor(rows, limit, (row) => [row.at_us, row.item_id]),
  };
}
