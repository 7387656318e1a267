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
  const id = viewer?.id ?? null;
  // The viewer's few blocks, both ways, are read once and hashed, not probed for every row.
  return db.raw(
    `(${alias}.handle is not null and (${alias}.id = ?::uuid or (
       ${alias}.profile_visibility = 'public'
       and (${alias}.profile_hidden_at is null or ?::boolean)
       and ${alias}.id not in (select blocked_id from blocks where blocker_id = ?::uuid
                               union all select blocker_id from blocks where blocked_id = ?::uuid))))`,
    [id, viewer?.isAdmin ?? false, id, id],
  );
}
