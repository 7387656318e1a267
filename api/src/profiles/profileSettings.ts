import {
  handleProblem,
  type DiaryVisibility,
  type FavouriteFilm,
  type ProfileSettings,
  type ProfileVisibility,
} from '@marquee/contracts';
import { type Knex } from 'knex';
import { isUniqueViolation } from '../accounts/users';
import { HttpError } from '../httpError';

interface SettingsRow {
  handle: string | null;
  profile_visibility: ProfileVisibility;
  diary_visibility: DiaryVisibility;
  favourite_films: FavouriteFilm[];
  profile_hidden_at: Date | null;
}

const COLUMNS = ['handle', 'profile_visibility', 'diary_visibility', 'favourite_films', 'profile_hidden_at'];

const toSettings = (row: SettingsRow): ProfileSettings => ({
  handle: row.handle,
  profileVisibility: row.profile_visibility,
  diaryVisibility: row.diary_visibility,
  favourites: row.favourite_films,
  hiddenAt: row.profile_hidden_at?.toISOString() ?? null,
});

/** A user's profile settings; undefined when there is no such user. */
export async function readProfileSettings(db: Knex, userId: string): Promise<ProfileSettings | undefined> {
  const row: SettingsRow | undefined = await db('users').where({ id: userId }).first(COLUMNS);
  return row && toSettings(row);
}

export interface ProfileSettingsChanges {
  profileVisibility?: ProfileVisibility;
  diaryVisibility?: DiaryVisibility;
  /** Already read from the movie data, in the owner's order. */
  favourites?: FavouriteFilm[];
}

async function updated(db: Knex, userId: string, changes: Record<string, unknown>): Promise<ProfileSettings> {
  const [row] = await db('users')
    .where({ id: userId })
    .update({ ...changes, updated_at: db.fn.now() })
    .returning<SettingsRow[]>(COLUMNS);
  if (!row) throw new HttpError(404, 'User not found');
  return toSettings(row);
}

export function updateProfileSettings(
  db: Knex,
  userId: string,
  changes: ProfileSettingsChanges,
): Promise<ProfileSettings> {
  return updated(db, userId, {
    ...(changes.profileVisibility !== undefined && { profile_visibility: changes.profileVisibility }),
    ...(changes.diaryVisibility !== undefined && { diary_visibility: changes.diaryVisibility }),
    ...(changes.favourites !== undefined && { favourite_films: JSON.stringify(changes.favourites) }),
  });
}

/**
 * Gives the user `handle` (trimmed), once it follows the rules and nobody else has it in any case; the
 * unique index decides between two users taking it at once. Changing only its case is allowed.
 */
export async function setHandle(db: Knex, userId: string, handle: string): Promise<ProfileSettings> {
  const wanted = handle.trim();
  const problem = handleProblem(wanted);
  if (problem) throw new HttpError(400, problem);
  try {
    return await updated(db, userId, { handle: wanted });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, 'That handle is taken');
    throw error;
  }
}
