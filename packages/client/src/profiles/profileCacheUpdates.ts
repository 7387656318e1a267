import type { Profile } from '@marquee/contracts';

/* What a follow or an unfollow does to the cached profile, shown at once. */

/** The reader now follows the profile (or not): its button and its follower count; no change, the same profile. */
export function withFollowing(profile: Profile, isFollowing: boolean): Profile {
  if (profile.viewer.isFollowing === isFollowing) return profile;
  return {
    ...profile,
    viewer: { ...profile.viewer, isFollowing },
    counts: { ...profile.counts, followers: Math.max(0, profile.counts.followers + (isFollowing ? 1 : -1)) },
  };
}
