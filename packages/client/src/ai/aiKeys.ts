import type { ReviewForAnalysis } from '../remotes/analysisInputs';

/**
 * The cache keys of the AI answers that are reads (docs/architecture.md, "Server state"). None depends on
 * who asks; the personalised recommendations and the searches are actions (mutations), never cached.
 */
export const aiKeys = {
  all: ['ai'] as const,
  connection: ['ai', 'connection'] as const,
  movieAnalysis: (movieId: number | string) => ['ai', 'analysis', 'movie', String(movieId)] as const,
  /** Every review analysis of a film: the server adds Marquee's reviews, so a review written changes them. */
  reviewAnalyses: (movieId: number | string) => ['ai', 'analysis', 'reviews', String(movieId)] as const,
  /** A film's review analysis reads the reviews it is given: other reviews, another analysis. */
  reviewAnalysis: (movieId: number | string, reviews: readonly ReviewForAnalysis[]) =>
    [...aiKeys.reviewAnalyses(movieId), reviews] as const,
};
