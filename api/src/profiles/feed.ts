import { PROFILE_LIMITS, type FeedItem, type FeedPage } from '@marquee/contracts';
import { type Knex } from 'knex';
import { said } from '../messages/message';
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

/** The SQL of "before the cursor" over a source's time and id (its bindings: the cursor's parts). */
const beforeCursor = (time: string, cursor: After | undefined) =>
  cursor ? `and (x.${time}, x.id) < (${CURSOR_TIME}, ?::uuid)` : '';

/**
 * The diary's part of a page: the newest `take` Marquee logs of followees with a public diary (before
 * the cursor), walking everyone's newest logs (diary_entries_logged, migration 0065, index-only) and
 * keeping the followees': logging is what people do most, so the followees' come soon.
 */
function diarySource(cursor: After | undefined): { sql: string; bindings: Knex.Value[] } {
  return {
    sql: `select 'diary' as kind, x.id as item_id, x.created_at as at, x.user_id from diary_entries x
      where x.source = 'marquee' and x.user_id in (select id from followees where diary_public)
        ${beforeCursor('created_at', cursor)}
      order by x.created_at desc, x.id desc limit ?`,
    bindings: cursor ? [...cursor] : [],
  };
}

/**
 * Each followee's newest rows of a rarer source (reviews, public lists) for the page: those before the
 * cursor and not older than the diary part's oldest (`floor`), at most `take` each. When the diary gives a
 * whole page, nothing older than its oldest entry can be on it; each followee then costs one short
 * index-only range of their own rows by time (migration 0066), instead of all their rows read and
 * sorted, or everyone's newest walked through.
 */
function perFolloweeSource(
  kind: Kind,
  table: string,
  time: string,
  where: string,
  cursor: After | undefined,
): { sql: string; bindings: Knex.Value[] } {
  return {
    sql: `select '${kind}' as kind, x.id as item_id, x.${time} as at, x.user_id
      from followees f cross join lateral (
        select x.id, x.${time}, x.user_id from ${table} x
        where x.user_id = f.id ${where} and x.${time} >= (select at from floor)
          ${beforeCursor(time, cursor)}
        order by x.${time} desc, x.id desc limit ?) x`,
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
 * imported history is not news). The diary gives its newest `limit + 1` rows first; reviews and lists
 * only theirs down to the oldest of those (perFolloweeSource); the page is cut from the merge, and the
 * content of its items is then read by id.
 */
export async function feedPage(
  db: Knex,
  viewerId: string,
  page: { cursor?: string; limit?: number },
): Promise<FeedPage> {
  const limit = page.limit ?? PROFILE_LIMITS.feedPageDefault;
  const cursor =
    page.cursor === undefined ? undefined : decodeCursor(page.cursor, [isMicros, isUuid], said('this page'));
  const take = limit + 1;
  const followees = db('follows as f')
    .join('users as u', 'u.id', 'f.followee_id')
    .select('u.id', db.raw(`u.diary_visibility = 'public' as diary_public`))
    .where('f.follower_id', viewerId)
    .where(shownTo(db, 'u', { id: viewerId, isAdmin: false }))
    .toSQL();
  const diary = diarySource(cursor);
  const others = [
    perFolloweeSource('review', 'reviews', 'created_at', '', cursor),
    perFolloweeSource('list', 'lists', 'updated_at', `and ${publicList('x')}`, cursor),
  ];
  const rows: FeedRow[] = (
    await db.raw(
      `with followees as materialized (${followees.sql}),
       diary as materialized (${diary.sql}),
       floor as (select case when count(*) = ? then min(at) else '-infinity' end as at from diary),
       items as (select * from diary ${others.map((s) => `union all (${s.sql})`).join(' ')})
       select i.kind, i.item_id, i.at, ${micros('i.at')} as at_us, ${PERSON_COLUMNS('u').join(', ')}
       from (select * from items order by at desc, item_id desc limit ?) i
       join users u on u.id = i.user_id
       order by i.at desc, i.item_id desc`,
      [
        ...followees.bindings,
        ...diary.bindings,
        take,
        take,
        ...others.flatMap((s) => [...s.bindings, take]),
        take,
      ],
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
