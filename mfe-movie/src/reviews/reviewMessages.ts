import { ApiError } from '@marquee/client';

/** SPEC section 8's texts for the reviews feature. */
export const REVIEW_MESSAGES = {
  submitted: 'Review submitted successfully!',
  updated: 'Review updated successfully!',
  deleted: 'Review deleted successfully!',
  voteFailed: 'Failed to update review',
  deleteFailed: 'Failed to delete review',
  deleteConfirm: 'Are you sure you want to delete this review?',
  duplicate: 'You have already reviewed this film.',
} as const;

/**
 * The movie page's alert for a failed submit: what the server said, or a plea to try again when it was
 * not reached (SPEC section 8).
 */
export function panelSubmitFailure(error: unknown): string {
  return error instanceof ApiError && error.status > 0
    ? error.message
    : 'Failed to submit review. Please try again.';
}

/** The reviews page's banner for a failed submit: the server's message, else the error's, else a default. */
export function pageSubmitFailure(error: unknown): string {
  return error instanceof Error && error.message !== '' ? error.message : 'Failed to submit review';
}
