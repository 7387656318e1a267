import type { ExternalReview, Review, VoteType } from '@marquee/contracts';
import type { Language } from '@marquee/contracts/languages';

interface ReviewEntryBase {
  id: string;
  username: string;
  /** Stars, 0-5 (0 only for a TMDB review without a rating on the movie page). */
  rating: number;
  title: string;
  comment: string;
  /** The language the title and comment are written in, when known (Marquee keeps it since it has languages). */
  language?: Language;
  /** ISO date of writing. */
  date: string;
  likes: number;
  dislikes: number;
}

/** A review from TMDB: shown beside ours, never votable, edited or deleted. */
export interface TmdbReviewEntry extends ReviewEntryBase {
  source: 'tmdb';
}

/** A review written on Marquee. */
export interface UserReviewEntry extends ReviewEntryBase {
  source: 'user';
  authorId: string;
  userVote: VoteType | null;
}

/** One review as the panel and the reviews page list it, whichever side it comes from (docs/product.md §3). */
export type ReviewEntry = TmdbReviewEntry | UserReviewEntry;

/**
 * The stars a TMDB review without a rating gets: the movie page shows it unrated, the reviews page counts
 * it as neutral in its statistics (docs/product.md §3: External review mapping).
 */
export const MISSING_TMDB_RATING = { moviePage: 0, reviewsPage: 3 } as const;

/** docs/product.md §3: TMDB rates 0-10; halved and rounded to our 1-5 stars. */
export function fromExternalReview(review: ExternalReview, missingRating: number): TmdbReviewEntry {
  const { rating } = review.author_details;
  return {
    id: review.id,
    username: review.author_details.username || review.author,
    rating: rating === null ? missingRating : Math.round(rating / 2),
    title: '',
    comment: review.content,
    date: review.created_at,
    likes: 0,
    dislikes: 0,
    source: 'tmdb',
  };
}

export function fromUserReview(review: Review): UserReviewEntry {
  return {
    id: review.id,
    username: review.user.username,
    rating: review.rating,
    title: review.title,
    comment: review.comment,
    // Absent or null for reviews written before their language was kept.
    language: review.language ?? undefined,
    date: review.createdAt,
    likes: review.likes,
    dislikes: review.dislikes,
    source: 'user',
    authorId: review.user.id,
    userVote: review.userVote,
  };
}
