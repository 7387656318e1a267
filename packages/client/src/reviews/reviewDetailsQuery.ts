import type { MovieReviewsResponse, ReviewDetails, VoteResponse, VoteType } from '@marquee/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../apiClient';
import { useSignedInUserId } from '../useSignedInUserId';
import { clientText } from '../messages';
import { expectedVote, withVote } from './movieReviewsUpdates';
import { voteOnReview } from './reviewsApi';
import { reviewKeys } from './reviewKeys';

/** One review on its own page (GET /api/reviews/review/:reviewId); its 404 is the message to show. */
export function fetchReviewDetails(reviewId: string, signal?: AbortSignal): Promise<ReviewDetails> {
  return apiClient.get<ReviewDetails>(`/reviews/review/${encodeURIComponent(reviewId)}`, {
    signal,
    fallbackMessage: clientText('reviews.reviewFailed'),
  });
}

/** A review carries the reader's own vote, so it is kept per viewer (null for a guest). */
export const reviewDetailsKey = (reviewId: string, viewerId: string | null) =>
  [...reviewKeys.all, 'review', reviewId, viewerId] as const;

export function reviewDetailsQuery(reviewId: string, viewerId: string | null) {
  return queryOptions({
    queryKey: reviewDetailsKey(reviewId, viewerId),
    queryFn: ({ signal }) => fetchReviewDetails(reviewId, signal),
  });
}

/** One review with its film and author, for whoever is signed in; asked again when someone else signs in. */
export function useReviewDetails(reviewId: string) {
  return useQuery(reviewDetailsQuery(reviewId, useSignedInUserId() ?? null));
}

// The vote rules work on a film's list of reviews; one review is a list of one.
const asList = ({ review }: ReviewDetails): MovieReviewsResponse => ({
  movieId: review.movieId,
  reviews: [review],
  totalReviews: 1,
  averageRating: review.rating,
});
const withListVote = (details: ReviewDetails, vote: VoteResponse): ReviewDetails => ({
  ...details,
  review: withVote(asList(details), vote).reviews[0]!,
});

/**
 * Likes or dislikes the review of this page, as useVoteOnReview does on a film's list: the count and the
 * viewer's vote change at once, a refused or failed vote puts them back, the server's counts win.
 */
export function useVoteOnReviewDetails(reviewId: string) {
  const queryClient = useQueryClient();
  const viewerId = useSignedInUserId() ?? null;
  return useMutation({
    mutationFn: (type: VoteType) => voteOnReview(reviewId, type),
    onMutate: async (type) => {
      // The review as the voter sees it, kept for the answer: a 401 signs them out before it arrives.
      const queryKey = reviewDetailsKey(reviewId, viewerId);
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData<ReviewDetails>(queryKey);
      const guess = before && expectedVote(asList(before), reviewId, type);
      if (before && guess) queryClient.setQueryData(queryKey, withListVote(before, guess));
      return { queryKey, before };
    },
    onError: (_error, _type, context) => {
      if (context?.before) queryClient.setQueryData(context.queryKey, context.before);
    },
    onSuccess: (counts, _type, { queryKey, before }) => {
      queryClient.setQueryData<ReviewDetails>(queryKey, (data) => data && withListVote(data, counts));
      // The film's lists hold the old counts: loaded afresh when next shown.
      if (!before) return;
      return queryClient.invalidateQueries({
        queryKey: reviewKeys.movie(before.review.movieId),
        refetchType: 'none',
      });
    },
  });
}
