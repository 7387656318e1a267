import { type Role } from '@marquee/contracts';
import { type App } from '../../src/app';
import { addToWatchlist, insertReview, member, type Member } from '../helpers/adminFixtures';

/** The film the owner has reviewed and keeps on the watchlist. */
export const OWNED_MOVIE_ID = 550;

/** Everything one authorization check needs, fresh for each request so none sees another's effects. */
export interface AccessWorld {
  /** The account whose data the request is about. */
  owner: Member;
  /** A signed-in user with no claim on the owner's data. */
  other: Member;
  admin: Member;
  /** A second admin, so one can be demoted. */
  otherAdmin: Member;
  ownerReviewId: string;
  /** An address no account has, for sign-ups. */
  newEmail: string;
}

export type Caller = 'guest' | 'owner' | 'other' | 'admin';

let worlds = 0;

export async function accessWorld(app: App): Promise<AccessWorld> {
  worlds += 1;
  const account = (name: string, role: Role = 'user') => member(app, `${name}-${worlds}@example.com`, role);
  const [owner, other, admin, otherAdmin] = await Promise.all([
    account('owner'),
    account('other'),
    account('admin', 'admin'),
    account('second-admin', 'admin'),
  ]);
  const ownerReviewId = await insertReview(app, owner.id, OWNED_MOVIE_ID);
  await addToWatchlist(app, owner.id, OWNED_MOVIE_ID);
  return { owner, other, admin, otherAdmin, ownerReviewId, newEmail: `new-${worlds}@example.com` };
}

/** The caller's authorization header (none for a guest). */
export function headersOf(world: AccessWorld, caller: Caller): Record<string, string> {
  return caller === 'guest' ? {} : { authorization: `Bearer ${world[caller].token}` };
}

/**
 * What the owner has: account, review and watchlist. A request by anyone else must leave it as it was
 * (votes on the review are not the owner's to keep: anyone signed in may vote).
 */
export async function ownerState(app: App, world: AccessWorld): Promise<unknown> {
  const [account, review, watchlist] = await Promise.all([
    app
      .db('users')
      .where({ id: world.owner.id })
      .first('name', 'email', 'pending_email', 'role', 'token_version', 'password_hash'),
    app.db('reviews').where({ id: world.ownerReviewId }).first('rating', 'title', 'comment'),
    app.db('watchlist_items').where({ user_id: world.owner.id }).orderBy('movie_id').pluck('movie_id'),
  ]);
  return { account, review, watchlist };
}
