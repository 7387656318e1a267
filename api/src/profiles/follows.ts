import { PROFILE_LIMITS, type PeoplePage } from '@marquee/contracts';
import { type Knex } from 'knex';
import { HttpError } from '../httpError';
import { said } from '../messages/message';
import { CURSOR_TIME, decodeCursor, isMicros, isUuid, micros, nextCursor } from '../pagination/cursor';
import { PERSON_COLUMNS, toPerson, type PersonRow } from './profileContent';
import { findUserByHandle, PROFILE_NOT_FOUND, shownProfileUser } from './profileUsers';
import { shownTo, type Viewer } from './viewer';

/**
 * Follows the profile `handle` (idempotent). Only a profile the follower sees may be followed, never
 * one's own; the insert itself checks that no block stands between the two, so a follow racing a block
 * cannot survive it.
 */
export async function follow(db: Knex, viewer: Viewer, handle: string): Promise<void> {
  const followee = await shownProfileUser(db, handle, viewer);
  if (followee.id === viewer.id) throw new HttpError(400, 'You cannot follow yourself');
  await db.raw(
    `insert into follows (follower_id, followee_id)
     select ?, ? where not exists (select 1 from blocks
       where (blocker_id = ? and blocked_id = ?) or (blocker_id = ? and blocked_id = ?))
     on conflict do nothing`,
    [viewer.id, followee.id, viewer.id, followee.id, followee.id, viewer.id],
  );
}

/**
 * Stops following `handle` (idempotent). A follow stays undoable after the profile went private or was
 * hidden; a profile the caller neither sees nor follows is as unknown as one that does not exist.
 */
export async function unfollow(db: Knex, viewer: Viewer, handle: string): Promise<void> {
  const followee = await findUserByHandle(db, handle);
  if (!followee) throw new HttpError(404, PROFILE_NOT_FOUND);
  const deleted = await db('follows').where({ follower_id: viewer.id, followee_id: followee.id }).delete();
  if (deleted === 0) await shownProfileUser(db, handle, viewer);
}

interface PersonPageRow extends PersonRow {
  followed_at_us: string;
}

/**
 * A page of the people who follow `handle` (followers) or whom it follows (following), the latest follow
 * first; only people the viewer may see are listed.
 */
export async function peoplePage(
  db: Knex,
  handle: string,
  side: 'followers' | 'following',
  viewer: Viewer | undefined,
  page: { cursor?: string; limit?: number },
): Promise<PeoplePage> {
  const user = await shownProfileUser(db, handle, viewer);
  const limit = page.limit ?? PROFILE_LIMITS.peoplePageDefault;
  const [self, other] =
    side === 'followers' ? ['followee_id', 'follower_id'] : ['follower_id', 'followee_id'];
  const query = db('follows as f')
    .join('users as u', 'u.id', `f.${other}`)
    .select([...PERSON_COLUMNS('u'), db.raw(`${micros('f.created_at')} as followed_at_us`)])
    .where(`f.${self}`, user.id)
    .where(shownTo(db, 'u', viewer))
    .orderBy([
      { column: 'f.created_at', order: 'desc' },
      { column: `f.${other}`, order: 'desc' },
    ])
    .limit(limit + 1);
  if (page.cursor !== undefined) {
    // Where the last page ended: its last follow's time and person.
    const after = decodeCursor(page.cursor, [isMicros, isUuid], said('this page'));
    query.whereRaw(`(f.created_at, f.${other}) < (${CURSOR_TIME}, ?::uuid)`, [...after]);
  }
  const rows: PersonPageRow[] = await query;
  return {
    people: rows.slice(0, limit).map(toPerson),
    nextCursor: nextCursor(rows, limit, (row) => [row.followed_at_us, row.id]),
  };
}
