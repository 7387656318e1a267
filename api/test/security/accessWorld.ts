import { type Role } from '@marquee/contracts';
import { type App } from '../../src/app';
import { addToWatchlist, insertReview, member, type Member } from '../helpers/adminFixtures';

/** The film the owner has reviewed and keeps on the watchlist. */
export const OWNED_MOVIE_ID = 550;

/** The film on the owner's private list (OWNED_MOVIE_ID, whose details the TMDB peer has, is added to it). */
export const LISTED_MOVIE_ID = 13;

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
  /** A viewing in the owner's diary, which is private (the default). */
  ownerDiaryEntryId: string;
  /** The owner's private list (the default), holding LISTED_MOVIE_ID. */
  ownerListId: string;
  /** The owner's public list, holding OWNED_MOVIE_ID: what an admin may hide. */
  ownerPublicListId: string;
  /** An address no account has, for sign-ups. */
  newEmail: string;
  /** The owner's handle; their profile is private, so nobody else may see or follow it. */
  ownerHandle: string;
  /** The owner's import, waiting for review of its one row. */
  ownerImportId: string;
  ownerImportRowId: string;
  /** The owner's ready export. */
  ownerExportId: string;
  /** An unread notification in the owner's centre. */
  ownerNotificationId: string;
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
  const [diaryEntry] = await app
    .db('diary_entries')
    .insert({ user_id: owner.id, movie_id: OWNED_MOVIE_ID, title: 'Fight Club', watched_on: '2024-01-01' })
    .returning<{ id: string }[]>('id');
  const [privateList, publicList] = await app
    .db('lists')
    .insert([
      { user_id: owner.id, name: 'Private' },
      { user_id: owner.id, name: 'Public', visibility: 'public' },
    ])
    .returning<{ id: string }[]>('id');
  await app.db('list_entries').insert([
    { list_id: privateList!.id, movie_id: LISTED_MOVIE_ID, title: 'Forrest Gump', position: 1024 },
    { list_id: publicList!.id, movie_id: OWNED_MOVIE_ID, title: 'Fight Club', position: 1024 },
  ]);
  const ownerHandle = `owner_${worlds}`;
  await app
    .db('users')
    .where({ id: owner.id })
    .update({ handle: ownerHandle, profile_visibility: 'private' });
  const [ownerImport] = await app
    .db('imports')
    .insert({
      user_id: owner.id,
      file_name: 'diary.csv',
      file_sha256: `sha-${worlds}`,
      format: 'letterboxd-csv',
      status: 'needs_review',
    })
    .returning<{ id: string }[]>('id');
  const [ownerImportRow] = await app
    .db('import_rows')
    .insert({
      import_id: ownerImport!.id,
      file: 'diary.csv',
      line: 2,
      kind: 'diary',
      data: JSON.stringify({ kind: 'diary', line: 2, file: 'diary.csv', title: 'Fight Club', year: 1999 }),
      status: 'ambiguous',
      candidates: JSON.stringify([]),
    })
    .returning<{ id: string }[]>('id');
  const [ownerExport] = await app
    .db('exports')
    .insert({ user_id: owner.id, status: 'ready', file: Buffer.from('PK'), byte_size: 2 })
    .returning<{ id: string }[]>('id');
  const ownerNotificationId = `review-like-${ownerReviewId}-${other.id}`;
  await app.db('notifications').insert({
    id: ownerNotificationId,
    user_id: owner.id,
    kind: 'review-activity',
    title: 'Other liked your review',
    body: 'Other liked your review of Fight Club.',
    url: `/reviews/${ownerReviewId}`,
    in_app: true,
  });
  return {
    owner,
    other,
    admin,
    otherAdmin,
    ownerReviewId,
    ownerDiaryEntryId: diaryEntry!.id,
    ownerListId: privateList!.id,
    ownerPublicListId: publicList!.id,
    newEmail: `new-${worlds}@example.com`,
    ownerHandle,
    ownerImportId: ownerImport!.id,
    ownerImportRowId: String(ownerImportRow!.id),
    ownerExportId: ownerExport!.id,
    ownerNotificationId,
  };
}

/** The caller's authorization header (none for a guest). */
export function headersOf(world: AccessWorld, caller: Caller): Record<string, string> {
  return caller === 'guest' ? {} : { authorization: `Bearer ${world[caller].token}` };
}

/**
 * What the owner has: account (with the profile's settings), review, watchlist, diary, lists, imports, exports and films marked not interested. A request by anyone else must leave it as it was
 * (votes on the review are not the owner's to keep: anyone signed in may vote).
 */
export async function ownerState(app: App, world: AccessWorld): Promise<unknown> {
  const [account, review, watchlist, diary, lists, listEntries, imports, exports, notInterested] =
    await Promise.all([
      app
        .db('users')
        .where({ id: world.owner.id })
        .first(
          'name',
          'email',
          'pending_email',
          'role',
          'token_version',
          'password_hash',
          'handle',
          'profile_visibility',
          'diary_visibility',
          'favourite_films',
          'profile_hidden_at',
          'hide_seen',
        ),
      app.db('reviews').where({ id: world.ownerReviewId }).first('rating', 'title', 'comment'),
      app.db('watchlist_items').where({ user_id: world.owner.id }).orderBy('movie_id').pluck('movie_id'),
      app
        .db('diary_entries')
        .where({ user_id: world.owner.id })
        .orderBy('id')
        .select('id', 'movie_id', 'watched_on', 'rating10', 'rewatch', 'tags', 'review_id'),
      app
        .db('lists')
        .where({ user_id: world.owner.id })
        .orderBy('id')
        .select('id', 'name', 'description', 'visibility', 'ranked', 'hidden_at'),
      app
        .db('list_entries as e')
        .join('lists as l', 'l.id', 'e.list_id')
        .where('l.user_id', world.owner.id)
        .orderBy(['e.list_id', 'e.movie_id'])
        .select('e.list_id', 'e.movie_id', 'e.position', 'e.note'),
      app
        .db('import_rows as r')
        .join('imports as i', 'i.id', 'r.import_id')
        .where('i.user_id', world.owner.id)
        .orderBy('r.id')
        .select('i.status as import_status', 'r.id', 'r.status', 'r.movie_id'),
      app.db('exports').where({ user_id: world.owner.id }).orderBy('id').select('id', 'status', 'expires_at'),
      app.db('not_interested').where({ user_id: world.owner.id }).orderBy('movie_id').pluck('movie_id'),
    ]);
  return { account, review, watchlist, diary, lists, listEntries, imports, exports, notInterested };
}
