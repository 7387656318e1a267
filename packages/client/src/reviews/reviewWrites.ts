import type { MovieReviewsResponse, Review } from '@marquee/contracts';
import type { Language } from '@marquee/contracts/languages';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { aiKeys } from '../ai/aiKeys';
import { createReview, deleteReview, updateReview } from './reviewsApi';
import { reviewKeys } from './reviewKeys';
import { withReviewAdded, withReviewRemoved, withReviewReplaced } from './movieReviewsUpdates';

/** What the review form gives: the stars, the texts as typed, and the language they are written in. */
export interface ReviewDraft {
  rating: number;
  title: string;
  comment: string;
  /** Without it, the server takes the language the browser prefers. */
  language?: Language;
}

/** docs/product.md §5: title and comment are trimmed before sending. */
const trimmed = ({ rating, title, comment, language }: ReviewDraft) => ({
  rating,
  title: title.trim(),
  comment: comment.trim(),
  ...(language && { language }),
});

/**
 * After a review was written, changed or deleted: the film's lists (every viewer's copy) change in place,
 * without a reload (docs/product.md §4, Reviews); the author's own list is fetched again when shown. The
 * film's review analysis read the old reviews: it is asked afresh the next time a page shows it, not
 * re-run under the visitor's eyes (docs/product.md §2, AI analysis panels).
 */
function afterWrite(
  queryClient: QueryClient,
  review: Pick<Review, 'movieId' | 'user'>,
  apply: (data: MovieReviewsResponse) => MovieReviewsResponse,
) {
  queryClient.setQueriesData<MovieReviewsResponse>({ queryKey: reviewKeys.movie(review.movieId) }, (data) =>
    data ? apply(data) : data,
  );
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: reviewKeys.user(review.user.id) }),
    queryClient.invalidateQueries({ queryKey: aiKeys.reviewAnalyses(review.movieId), refetchType: 'none' }),
  ]);
}

/** Writes the viewer's review of a film (the server refuses a second one with a 409 naming the first). */
export function useCreateReview(movieId: string, movieTitle: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: ReviewDraft) => createReview({ movieId, movieTitle, ...trimmed(draft) }),
    onSuccess: (review) => afterWrite(queryClient, review, (data) => withReviewAdded(data, review)),
  });
}

/** Changes the viewer's own review. */
export function useUpdateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, draft }: { reviewId: string; draft: ReviewDraft }) =>
      updateReview(reviewId, trimmed(draft)),
    onSuccess: (review) => afterWrite(queryClient, review, (data) => withReviewReplaced(data, review)),
  });
}

/** Deletes a review: the viewer's own, or anyone's for an admin. */
export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: Review) => deleteReview(review.id),
    onSuccess: (_answer, review) =>
      afterWrite(queryClient, review, (data) => withReviewRemoved(data, review.id)),
  });
}
