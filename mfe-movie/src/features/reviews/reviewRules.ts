import type { REVIEW_LIMITS } from '@marquee/contracts';

/**
 * docs/product.md §9's review limits. Front ends import only types from the contracts, so the values are
 * repeated here, and typed as the contract's literals so the compiler catches any drift.
 */
export const REVIEW_RULES: typeof REVIEW_LIMITS = {
  titleMax: 100,
  commentMax: 1000,
  ratingMin: 1,
  ratingMax: 5,
};

/** Longer comments are cut on the movie page and folded behind Read more on the reviews page. */
export const COMMENT_PREVIEW_LENGTH = 300;

/** The movie page lists at most this many reviews. */
export const PANEL_REVIEW_COUNT = 5;

/** Success and failure banners go away on their own after this long (docs/product.md §2 Sub-pages, Reviews). */
export const STATUS_MESSAGE_MS = 3000;

export const MISSING_RATING_OR_COMMENT = 'Please provide a rating and comment';
