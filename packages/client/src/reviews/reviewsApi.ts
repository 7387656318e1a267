import type {
  CreateReviewBody,
  MessageResponse,
  MovieReviewsResponse,
  Review,
  UpdateReviewBody,
  UserReviewsResponse,
  VoteResponse,
  VoteType,
} from '@marquee/contracts';
import { apiClient } from '../apiClient';
import { clientText } from '../messages';

/** The review calls (docs/product.md §7) with the spec's fallback messages (section 8). */
export function fetchMovieReviews(movieId: string, signal?: AbortSignal): Promise<MovieReviewsResponse> {
  return apiClient.get<MovieReviewsResponse>(`/reviews/${encodeURIComponent(movieId)}`, {
    signal,
    fallbackMessage: clientText('reviews.loadFailed'),
  });
}

export async function fetchUserReviews(userId: string, signal?: AbortSignal): Promise<Review[]> {
  const answer = await apiClient.get<UserReviewsResponse>(`/reviews/user/${encodeURIComponent(userId)}`, {
    signal,
    fallbackMessage: clientText('reviews.userReviewsFailed'),
  });
  return answer.reviews;
}

export function createReview(body: CreateReviewBody): Promise<Review> {
  return apiClient.post<Review>('/reviews', body, { fallbackMessage: clientText('reviews.addFailed') });
}

export function updateReview(id: string, changes: UpdateReviewBody): Promise<Review> {
  return apiClient.patch<Review>(`/reviews/${encodeURIComponent(id)}`, changes, {
    fallbackMessage: clientText('reviews.updateFailed'),
  });
}

export function deleteReview(id: string): Promise<MessageResponse> {
  return apiClient.delete<MessageResponse>(`/reviews/${encodeURIComponent(id)}`, {
    fallbackMessage: clientText('reviews.deleteFailed'),
  });
}

export function voteOnReview(id: string, type: VoteType): Promise<VoteResponse> {
  return apiClient.post<VoteResponse>(
    `/reviews/${encodeURIComponent(id)}/like`,
    { type },
    { fallbackMessage: clientText('reviews.updateFailed') },
  );
}
