import type { MovieReviewsResponse, VoteType } from '@marquee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { userAtom } from '../session';
import { expectedVote, withVote } from './movieReviewsUpdates';
import { voteOnReview } from './reviewsApi';
import { reviewKeys } from './reviewKeys';

export interface ReviewVote {
  reviewId: string;
  type: VoteType;
}

/**
 * Likes or dislikes a review of a film. The count and the viewer's vote change at once; a refused or failed
 * vote puts them back, and the caller gets the error (docs/architecture.md, "Server state"; docs/product.md
 * §8 says how each page tells of it). The server's counts replace the guess when it answers.
 */
export function useVoteOnReview(movieId: string) {
  const queryClient = useQueryClient();
  const viewerId = useAtomValue(userAtom)?.id ?? null;

  return useMutation({
    mutationFn: ({ reviewId, type }: ReviewVote) => voteOnReview(reviewId, type),
    onMutate: async ({ reviewId, type }) => {
      // The list as the voter sees it, kept for the answer: a 401 signs them out before it arrives.
      const queryKey = reviewKeys.movieSeenBy(movieId, viewerId);
      // A load in flight would overwrite the guess with counts from before the vote.
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData<MovieReviewsResponse>(queryKey);
      const guess = before && expectedVote(before, reviewId, type);
      if (before && guess) queryClient.setQueryData(queryKey, withVote(before, guess));
      return { queryKey, before };
    },
    onError: (_error, _vote, context) => {
      if (context?.before) queryClient.setQueryData(context.queryKey, context.before);
    },
    onSuccess: (counts, _vote, { queryKey }) => {
      queryClient.setQueryData<MovieReviewsResponse>(queryKey, (data) => data && withVote(data, counts));
      // Other viewers' copies of the list hold the old counts: load them afresh when next shown.
      return queryClient.invalidateQueries({
        queryKey: reviewKeys.movie(movieId),
        predicate: (query) => query.queryKey[3] !== queryKey[3],
        refetchType: 'none',
      });
    },
  });
}
