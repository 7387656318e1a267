/** Longer comments are cut on the movie page and folded behind Read more on the reviews page. */
export const COMMENT_PREVIEW_LENGTH = 300;

/** The movie page lists at most this many reviews. */
export const PANEL_REVIEW_COUNT = 5;

/** Success and failure banners go away on their own after this long (docs/product.md §2 Sub-pages, Reviews). */
export const STATUS_MESSAGE_MS = 3000;
