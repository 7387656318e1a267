import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUser } from './usersApi';
import { userProfileKey } from './userKeys';

/** A user's account with its statistics. */
export function userProfileQuery(userId: string) {
  return queryOptions({
    queryKey: userProfileKey(userId),
    queryFn: ({ signal }) => getUser(userId, signal),
  });
}

/** The account of `userId`, asked again each time a page showing it opens (the statistics move). */
export function useUserProfile(userId: string) {
  return useQuery({ ...userProfileQuery(userId), refetchOnMount: 'always' });
}
