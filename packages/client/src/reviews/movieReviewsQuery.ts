import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { userAtom } from '../session';
import { fetchMovieReviews } from './reviewsApi';
import { reviewKeys } from './reviewKeys';

/** A film's Marquee reviews as `viewerId` sees them (their own votes marked); null for a guest. */
export function movieReviewsQuery(movieId: string, viewerId: string | null) {
  return queryOptions({
    queryKey: reviewKeys.movieSeenBy(movieId, viewerId),
    queryFn: ({ signal }) => fetchMovieReviews(movieId, signal),
  });
}

/** A film's Marquee reviews for whoever is signed in; loaded again when someone else signs in. */
export function useMovieReviews(movieId: string) {
  const viewerId = useAtomValue(userAtom)?.id ?? null;
  return useQuery(movieReviewsQuery(movieId, viewerId));
}
