import type { MovieReviewsResponse, Review, VoteResponse } from '@marquee/contracts';
import { averageRating } from './reviewList';

/*
 * docs/product.md §4 (Reviews): what a change does to a film's loaded reviews, applied at once so the page
 * never reloads. The average is recomputed from the list the visitor sees.
 */

const recounted = (data: MovieReviewsResponse, reviews: Review[], totalReviews: number) => ({
  ...data,
  reviews,
  totalReviews,
  averageRating: reviews.length > 0 ? averageRating(reviews.map((review) => review.rating)) : 0,
});

export function withReviewAdded(data: MovieReviewsResponse, review: Review): MovieReviewsResponse {
  return recounted(data, [review, ...data.reviews], data.totalReviews + 1);
}

export function withReviewReplaced(data: MovieReviewsResponse, review: Review): MovieReviewsResponse {
  const reviews = data.reviews.map((existing) => (existing.id === review.id ? review : existing));
  return recounted(data, reviews, data.totalReviews);
}

export function withReviewRemoved(data: MovieReviewsResponse, reviewId: string): MovieReviewsResponse {
  const reviews = data.reviews.filter((existing) => existing.id !== reviewId);
  if (reviews.length === data.reviews.length) return data;
  return recounted(data, reviews, Math.max(0, data.totalReviews - 1));
}

/** The server's counts after a like or dislike (a repeated vote removes it, the other one switches it). */
export function withVote(data: MovieReviewsResponse, vote: VoteResponse): MovieReviewsResponse {
  return {
    ...data,
    reviews: data.reviews.map((review) =>
      review.id === vote.reviewId
        ? { ...review, likes: vote.likes, dislikes: vote.dislikes, userVote: vote.userVote }
        : review,
    ),
  };
}
