import type { Profile, ProfileSettings, UpdateProfileSettingsBody } from '@marquee/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { feedKeys } from '../feed/feedKeys';
import { useSignedInUserId } from '../useSignedInUserId';
import { clientText } from '../messages';
import { withFollowing, withSettingsChanged } from './profileCacheUpdates';
import { profileKeys } from './profileKeys';
import {
  blockProfile,
  followProfile,
  setHandle,
  unblockProfile,
  unfollowProfile,
  updateProfileSettings,
} from './profilesApi';

// A guest's button sends them to sign in; this only answers a change asked for anyway.
function signedIn(userId: string | undefined): string {
  if (!userId) throw new Error(clientText('profiles.signIn'));
  return userId;
}

/**
 * After a follow or a block: every profile (its counts and people, the reader's own "following" among
 * them) and the feed, whose news comes from the people followed, are asked again.
 */
function refreshPeople(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: profileKeys.handles }),
    queryClient.invalidateQueries({ queryKey: feedKeys.all }),
  ]);
}

/** A follow (`follow: true`) or an unfollow of the profile `handle`. */
export interface FollowChange {
  handle: string;
  follow: boolean;
}

/** Follows or unfollows a profile: its button and follower count change at once, and go back if the call fails. */
export function useFollow() {
  const queryClient = useQueryClient();
  const userId = useSignedInUserId();
  return useMutation({
    mutationFn: ({ handle, follow }: FollowChange) =>
      follow ? followProfile(handle) : unfollowProfile(handle),
    async onMutate({ handle, follow }) {
      const key = profileKeys.profile(handle, userId ?? null);
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Profile>(key);
      if (before) queryClient.setQueryData(key, withFollowing(before, follow));
      return { key, before };
    },
    onError(_error, _change, context) {
      if (context?.before) queryClient.setQueryData(context.key, context.before);
    },
    onSettled: () => refreshPeople(queryClient),
  });
}

/** A block (`block: true`) or an unblock of the user whose handle is `handle`. */
export interface BlockChange {
  handle: string;
  block: boolean;
}

/**
 * Blocks or unblocks a user once the server agrees. A block hides each from the other, so the profile
 * itself then answers "not found" to the blocker; the blocker's list of blocked people is asked again.
 */
export function useBlock() {
  const queryClient = useQueryClient();
  const userId = useSignedInUserId();
  return useMutation({
    mutationFn: ({ handle, block }: BlockChange) => (block ? blockProfile(handle) : unblockProfile(handle)),
    onSettled: () =>
      Promise.all([
        refreshPeople(queryClient),
        userId && queryClient.invalidateQueries({ queryKey: profileKeys.blocks(userId) }),
      ]),
  });
}

/** After a settings change: the settings take the server's answer and the user's own profile is asked again. */
function settingsSaved(queryClient: QueryClient, userId: string, settings: ProfileSettings) {
  queryClient.setQueryData(profileKeys.settings(userId), settings);
  return queryClient.invalidateQueries({ queryKey: profileKeys.handles });
}

/**
 * Changes who sees the profile or the diary, or the favourite films: shown at once (a newly picked film
 * once the server answers), put back if the server refuses.
 */
export function useUpdateProfileSettings() {
  const queryClient = useQueryClient();
  const userId = useSignedInUserId();
  return useMutation({
    mutationFn: (change: UpdateProfileSettingsBody) => updateProfileSettings(signedIn(userId), change),
    async onMutate(change) {
      if (!userId) return undefined;
      const key = profileKeys.settings(userId);
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ProfileSettings>(key);
      if (before) queryClient.setQueryData(key, withSettingsChanged(before, change));
      return { key, before };
    },
    onError(_error, _change, context) {
      if (context?.before) queryClient.setQueryData(context.key, context.before);
    },
    onSuccess: (settings) => userId && settingsSaved(queryClient, userId, settings),
  });
}

/** Chooses the signed-in user's handle once the server agrees (it may answer the rule broken, or that it is taken). */
export function useSetHandle() {
  const queryClient = useQueryClient();
  const userId = useSignedInUserId();
  return useMutation({
    mutationFn: (handle: string) => setHandle(signedIn(userId), handle),
    onSuccess: (settings) => userId && settingsSaved(queryClient, userId, settings),
  });
}
