import { type DiaryVisibility, type FavouriteFilm, type ProfileVisibility } from '@marquee/contracts';
import { type Knex } from 'knex';
import { HttpError } from '../httpError';
import { shownTo, type Viewer } from './viewer';

/** The one answer for a profile the reader may not see, whether it is unknown, private, hidden or blocked. */
export const PROFILE_NOT_FOUND = 'Profile not found';

/** What profiles read of a user row. */
export interface ProfileUserRow {
  id: string;
  name: string;
  handle: string;
  avatar: string | null;
  created_at: Date;
  profile_visibility: ProfileVisibility;
  diary_visibility: DiaryVisibility;
  favourite_films: FavouriteFilm[];
  profile_hidden_at: Date | null;
  review_count: number;
}

const COLUMNS = [
  'u.id',
  'u.name',
  'u.handle',
  'u.avatar',
  'u.created_at',
  'u.profile_visibility',
  'u.diary_visibility',
  'u.favourite_films',
  'u.profile_hidden_at',
  'u.review_count',
];

/** The user with this handle (any case), whoever may see them; undefined when nobody has it. */
export function findUserByHandle(db: Knex, handle: string): Promise<ProfileUserRow | undefined> {
  return db('users as u').select(COLUMNS).where('u.handle', handle).first<ProfileUserRow | undefined>();
}

/** The user with this handle once `viewer` may see their profile; else the 404 of an unknown one. */
export async function shownProfileUser(
  db: Knex,
  handle: string,
  viewer: Viewer | undefined,
): Promise<ProfileUserRow> {
  const row = await db('users as u')
    .select(COLUMNS)
    .where('u.handle', handle)
    .where(shownTo(db, 'u', viewer))
    .first<ProfileUserRow | undefined>();
  if (!row) throw new HttpError(404, PROFILE_NOT_FOUND);
  return row;
}
