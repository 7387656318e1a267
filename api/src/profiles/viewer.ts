import { type Knex } from 'knex';

/** Who is reading: a signed-in user (with their role), or a guest. */
export interface Viewer {
  id: string;
  isAdmin: boolean;
}

/**
 * Whether the profile of the user row `alias` is shown to `viewer`: always to its owner; to anyone else
 * only when it has a handle and is public, not hidden by an admin (admins still see it, to undo it) and
 * neither of the two has blocked the other. The one rule for profiles, people pages, counts and the feed.
 */
export function shownTo(db: Knex, alias: string, viewer: Viewer | undefined): Knex.Raw {
  return db.raw(
    `(${alias}.handle is not null and (${alias}.id = ?::uuid or (
       ${alias}.profile_visibility = 'public' and ${notHiddenNorBlocked(alias)})))`,
    [viewer?.id ?? null, ...notHiddenNorBlockedBindings(viewer)],
  );
}

/**
 * Whether the reviews written by user row `alias` are shown to `viewer`: reviews are public whatever
 * the author's profile visibility or handle, but not once an admin hid the author (admins still see
 * them) nor between two people one of whom blocked the other; always to their author. The one rule for
 * a film's reviews, their count and mean, a user's reviews and a single review.
 */
export function reviewsShownTo(db: Knex, alias: string, viewer: Viewer | undefined): Knex.Raw {
  return db.raw(`(${alias}.id = ?::uuid or ${notHiddenNorBlocked(alias)})`, [
    viewer?.id ?? null,
    ...notHiddenNorBlockedBindings(viewer),
  ]);
}

/** The SQL of "user row `alias` is not hidden from the viewer by an admin, and no block stands between them". */
function notHiddenNorBlocked(alias: string): string {
  // The viewer's few blocks, both ways, are read once and hashed, not probed for every row.
  return `(${alias}.profile_hidden_at is null or ?::boolean)
    and ${alias}.id not in (select blocked_id from blocks where blocker_id = ?::uuid
                            union all select blocker_id from blocks where blocked_id = ?::uuid)`;
}

const notHiddenNorBlockedBindings = (viewer: Viewer | undefined) => {
  const id = viewer?.id ?? null;
  return [viewer?.isAdmin ?? false, id, id];
};
