import { Type, type Static } from 'typebox';
import { Nullable } from './schemaParts';
import { Review } from './reviews';
import { MovieId } from './watchlist';

/** GET /api/reviews/review/:reviewId. */
export const ReviewDetailsParams = Type.Object({
  reviewId: Type.String({ format: 'uuid', description: "the review's id" }),
});
export type ReviewDetailsParams = Static<typeof ReviewDetailsParams>;

/** The film a review is about, as its page heads it. */
export const ReviewedFilm = Type.Object({
  id: MovieId,
  title: Type.String(),
  /** The release year ('1999'), or '' when unknown. */
  year: Type.String(),
  /** The film's TMDB poster path ('/abc.jpg'), or null. */
  poster: Nullable(Type.String()),
});
export type ReviewedFilm = Static<typeof ReviewedFilm>;

/** Who wrote a review. */
export const ReviewAuthor = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  /** Their profile's handle, when they have one the reader may see (/u/:handle); else null. */
  handle: Nullable(Type.String()),
  avatar: Nullable(Type.String()),
});
export type ReviewAuthor = Static<typeof ReviewAuthor>;

/**
 * One review on a page of its own (a link someone shared): the review with the reader's vote, its film and
 * its author. A review whose author an admin hid, or who blocked the reader or was blocked by them, is a
 * 404, as an unknown one is.
 */
export const ReviewDetails = Type.Object({
  review: Review,
  film: ReviewedFilm,
  author: ReviewAuthor,
});
export type ReviewDetails = Static<typeof ReviewDetails>;
