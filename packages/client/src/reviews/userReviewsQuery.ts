import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchUserReviews } from './reviewsApi';
import { reviewKeys } from './reviewKeys';

/** The reviews a user wrote, newest first (the profile's "Your Reviews"). */
export function userReviewsQuery(userId: string) {
  return queryOptions({
    queryKey: reviewKeys.user(userId),
    queryFn: ({ signal }) => fetchUserReviews(userId, signal),
  });
}

/** A user's reviews, asked again each time a page showing them opens. */
export function useUserReviews(userId: string) {
  return useQuery({ ...userReviewsQuery(userId), refetchOnMount: 'always' });
}
