import type {
  BlockedPeople,
  BlockState,
  FollowState,
  PeoplePage,
  Person,
  Profile,
  ProfileSettings,
  UpdateProfileSettingsBody,
} from '@marquee/contracts';
import { apiClient } from '../apiClient';
import { clientText } from '../messages';
import { type PeopleSide } from './profileKeys';

const profilePath = (handle: string) => `/profiles/${encodeURIComponent(handle)}`;
const userPath = (userId: string) => `/users/${encodeURIComponent(userId)}`;

/** A user's public profile; one the caller may not see is the same 404 as an unknown handle. */
export function fetchProfile(handle: string, signal?: AbortSignal): Promise<Profile> {
  return apiClient.get<Profile>(profilePath(handle), {
    signal,
    fallbackMessage: clientText('profiles.loadFailed'),
  });
}

/** One page of a profile's followers or followings, newest first; `cursor` is the page before's `nextCursor`. */
export function fetchPeoplePage(
  handle: string,
  side: PeopleSide,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<PeoplePage> {
  const query = cursor ? `?${new URLSearchParams({ cursor }).toString()}` : '';
  return apiClient.get<PeoplePage>(`${profilePath(handle)}/${side}${query}`, {
    signal,
    fallbackMessage:
      side === 'followers' ? clientText('profiles.followersFailed') : clientText('profiles.followingFailed'),
  });
}

export function followProfile(handle: string): Promise<FollowState> {
  return apiClient.post<FollowState>(`${profilePath(handle)}/follow`, undefined, {
    fallbackMessage: clientText('profiles.followFailed'),
  });
}

export function unfollowProfile(handle: string): Promise<FollowState> {
  return apiClient.delete<FollowState>(`${profilePath(handle)}/follow`, {
    fallbackMessage: clientText('profiles.unfollowFailed'),
  });
}

export function blockProfile(handle: string): Promise<BlockState> {
  return apiClient.post<BlockState>(`${profilePath(handle)}/block`, undefined, {
    fallbackMessage: clientText('profiles.blockFailed'),
  });
}

export function unblockProfile(handle: string): Promise<BlockState> {
  return apiClient.delete<BlockState>(`${profilePath(handle)}/block`, {
    fallbackMessage: clientText('profiles.unblockFailed'),
  });
}

/** The user's own choices about their profile: handle, visibilities, favourite films. */
export function fetchProfileSettings(userId: string, signal?: AbortSignal): Promise<ProfileSettings> {
  return apiClient.get<ProfileSettings>(`${userPath(userId)}/profile-settings`, {
    signal,
    fallbackMessage: clientText('profiles.settingsFailed'),
  });
}

export function updateProfileSettings(
  userId: string,
  changes: UpdateProfileSettingsBody,
): Promise<ProfileSettings> {
  return apiClient.patch<ProfileSettings>(`${userPath(userId)}/profile-settings`, changes, {
    fallbackMessage: clientText('profiles.saveSettingsFailed'),
  });
}

/** Chooses the handle; the server answers the rule broken (400) or "That handle is taken" (409). */
export function setHandle(userId: string, handle: string): Promise<ProfileSettings> {
  return apiClient.put<ProfileSettings>(
    `${userPath(userId)}/handle`,
    { handle },
    {
      fallbackMessage: clientText('profiles.handleFailed'),
    },
  );
}

/** The people the user blocked, the latest first. */
export async function fetchBlockedPeople(userId: string, signal?: AbortSignal): Promise<Person[]> {
  const answer = await apiClient.get<BlockedPeople>(`${userPath(userId)}/blocks`, {
    signal,
    fallbackMessage: clientText('profiles.blockedFailed'),
  });
  return answer.people;
}
