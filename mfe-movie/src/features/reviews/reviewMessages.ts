import { ApiError } from '@marquee/client';

/** docs/product.md §8's texts for the reviews feature. */
export const REVIEW_MESSAGES = {
  submitted: 'Review submitted successfully!',
  updated: 'Review updated successfully!',
  deleted: 'Review deleted successfully!',
  voteFailed: 'Failed to update review',
  deleteFailed: 'Failed to delete review',
  deleteConfirm: 'Are you sure you want to delete this review?',
  reopened: 'You have already reviewed this film, so here is your review to edit.',
} as const;

/**
 * The movie page's alert for a failed submit: what the server said, or a plea to try again when it said
 * nothing (not reached, or an answer without a message) (docs/product.md §8).
 */
export function panelSubmitFailure(error: unknown): string {
  return error instanceof ApiError && error.fromServer
    ? error.message
    : 'Failed to submit review. Please try again.';
}

/**
 * The reviews page's banner for a failed submit: the server's message, else the error's (the call's
 * fallback, e.g. 'Failed to add review'), else a default (docs/product.md §8).
 */
export function pageSubmitFailure(error: unknown): string {
  return error instanceof Error && error.message !== '' ? error.message : 'Failed to submit review';
}

/**
 * Why the server refused a vote (a vote on one's own review is a 403), in its own words; null for a failure
 * it did not explain (not reached, 5xx), which the reviews page words as "Failed to update review" and the
 * film page only logs (docs/product.md §8).
 */
export function voteRefusal(error: unknown): string | null {
  return error instanceof ApiError && error.fromServer && error.status >= 400 && error.status < 500
    ? error.message
    : null;
}
