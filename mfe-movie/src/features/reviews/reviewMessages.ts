import { ApiError } from '@marquee/client';
import { type MovieTranslate } from '../../messages';

/**
 * The movie page's alert for a failed submit: what the server said, or a plea to try again when it said
 * nothing (not reached, or an answer without a message) (docs/product.md §8).
 */
export function panelSubmitFailure(error: unknown, t: MovieTranslate): string {
  return error instanceof ApiError && error.fromServer ? error.message : t('reviews.submitFailed');
}

/**
 * The reviews page's banner for a failed submit: the server's message, else the error's (the call's
 * fallback, e.g. 'Failed to add review'), else a default (docs/product.md §8).
 */
export function pageSubmitFailure(error: unknown, t: MovieTranslate): string {
  return error instanceof Error && error.message !== '' ? error.message : t('reviews.submitFailedShort');
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
