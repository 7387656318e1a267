import type { MovieReviewsResponse, Review, VoteResponse, VoteType } from '@marquee/contracts';
import { averageRating } from './averageRating';

/*
 * docs/product.md §4 (Reviews, Votes): what a change does to a film's cached reviews, applied at once so the
 * page never reloads. The average is recomputed from the list the visitor sees.
 */

const recounted = (data: MovieReviewsResponse, reviews: Review[], totalReviews: number) => ({
  ...data,
  reviews,
  totalReviews,
  averageRating: averageRating(reviews.map((review) => review.rating)),
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

/** The server's counts after a like or dislike. */
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

/**
 * What a vote will do, worked out before the server answers: the same vote again takes it back, the other
 * one switches it (docs/product.md §4, Votes). Null when the review is not in the list.
 */
export function expectedVote(
  data: MovieReviewsResponse,
  reviewId: string,
  type: VoteType,
): VoteResponse | null {
  const review = data.reviews.find((candidate) => candidate.id === reviewId);
  if (!review) return null;
  const userVote = review.userVote === type ? null : type;
  const count = (side: VoteType, current: number) =>
    current - (review.userVote === side ? 1 : 0) + (userVote === side ? 1 : 0);
  return {
    reviewId,
    likes: count('like', review.likes),
    dislikes: count('dislike', review.dislikes),
    userVote,
  };
}
