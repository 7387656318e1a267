import { REVIEW_LIMITS } from '@marquee/contracts';
import { HttpError } from '../httpError';

/**
 * The review form trims title and comment before sending (docs/product.md §5); the server does the same and
 * then checks the limits on what is stored, so surrounding spaces never count against them. The wire
 * schemas are looser on purpose: these checks name the field with the product's limits.
 */
export function reviewComment(comment: string): string {
  const trimmed = comment.trim();
  if (!trimmed) throw new HttpError(400, 'body/comment must not be blank');
  if (trimmed.length > REVIEW_LIMITS.commentMax) {
    throw new HttpError(400, `body/comment must be at most ${REVIEW_LIMITS.commentMax} characters`);
  }
  return trimmed;
}

/** The optional title, trimmed; '' when none. */
export function reviewTitle(title: string | undefined): string {
  const trimmed = (title ?? '').trim();
  if (trimmed.length > REVIEW_LIMITS.titleMax) {
    throw new HttpError(400, `body/title must be at most ${REVIEW_LIMITS.titleMax} characters`);
  }
  return trimmed;
}
