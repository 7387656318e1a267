import type { PeoplePage } from '@marquee/contracts';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useSignedInUserId } from '../useSignedInUserId';
import { profileKeys, type PeopleSide } from './profileKeys';
import { fetchBlockedPeople, fetchPeoplePage, fetchProfile, fetchProfileSettings } from './profilesApi';

/** A profile as `viewerId` sees it (null for a guest). */
export function profileQuery(handle: string, viewerId: string | null) {
  return queryOptions({
    queryKey: profileKeys.profile(handle, viewerId),
    queryFn: ({ signal }) => fetchProfile(handle, signal),
  });
}

/** A profile's followers or followings as `viewerId` sees them, page by page (the cursor of the page before). */
export function peopleInfiniteQuery(handle: string, side: PeopleSide, viewerId: string | null) {
  return infiniteQueryOptions({
    queryKey: profileKeys.people(handle, side, viewerId),
    queryFn: ({ pageParam, signal }) => fetchPeoplePage(handle, side, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: PeoplePage) => last.nextCursor ?? undefined,
  });
}

export function profileSettingsQuery(userId: string) {
  return queryOptions({
    queryKey: profileKeys.settings(userId),
    queryFn: ({ signal }) => fetchProfileSettings(userId, signal),
  });
}

export function blockedPeopleQuery(userId: string) {
  return queryOptions({
    queryKey: profileKeys.blocks(userId),
    queryFn: ({ signal }) => fetchBlockedPeople(userId, signal),
  });
}

/** A profile as whoever is signed in sees it (one they may not see fails with a 404). */
export function useProfile(handle: string) {
  return useQuery(profileQuery(handle, useSignedInUserId() ?? null));
}

/** A profile's followers or followings as whoever is signed in sees them, page by page. */
export function usePeople(handle: string, side: PeopleSide) {
  return useInfiniteQuery(peopleInfiniteQuery(handle, side, useSignedInUserId() ?? null));
}

/** The signed-in user's profile settings (nothing is asked for a guest). */
export function useProfileSettings() {
  const userId = useSignedInUserId();
  return useQuery({ ...profileSettingsQuery(userId ?? ''), enabled: userId !== undefined });
}

/** The people the signed-in user blocked (nothing is asked for a guest). */
export function useBlockedPeople() {
  const userId = useSignedInUserId();
  return useQuery({ ...blockedPeopleQuery(userId ?? ''), enabled: userId !== undefined });
}
