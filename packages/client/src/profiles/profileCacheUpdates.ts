import type { Profile, ProfileSettings, UpdateProfileSettingsBody } from '@marquee/contracts';

/* What a follow or a settings change does to the cached answers, shown before the server answers. */

/** The reader now follows the profile (or not): its button and its follower count; no change, the same profile. */
export function withFollowing(profile: Profile, isFollowing: boolean): Profile {
  if (profile.viewer.isFollowing === isFollowing) return profile;
  return {
    ...profile,
    viewer: { ...profile.viewer, isFollowing },
    counts: { ...profile.counts, followers: Math.max(0, profile.counts.followers + (isFollowing ? 1 : -1)) },
  };
}

/**
 * The settings with a change applied: the visibilities, and the favourites already known in their new
 * order (a film just picked shows once the server answers with what it copied of it).
 */
export function withSettingsChanged(
  settings: ProfileSettings,
  change: UpdateProfileSettingsBody,
): ProfileSettings {
  const { favouriteMovieIds, ...visibilities } = change;
  const known = (movieId: string) => settings.favourites.find((film) => film.movieId === movieId) ?? [];
  return {
    ...settings,
    ...visibilities,
    ...(favouriteMovieIds && { favourites: favouriteMovieIds.flatMap(known) }),
  };
}
