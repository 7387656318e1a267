import { Type, type Static } from 'typebox';
import { filmLabelFields, memberLinkFields, Nullable } from './schemaParts';
import { Review } from './reviews';
import { MovieId } from './watchlist';

/** GET /api/reviews/review/:reviewId. */
export const ReviewDetailsParams = Type.Object({
  reviewId: Type.String({ format: 'uuid', description: "the review's id" }),
});
export type ReviewDetailsParams = Static<typeof ReviewDetailsParams>;

/** The film a review is about, as its page heads it. */
export const ReviewedFilm = Type.Object({ id: MovieId, ...filmLabelFields });
export type ReviewedFilm = Static<typeof ReviewedFilm>;

/** Who wrote a review. */
export const ReviewAuthor = Type.Object({
  id: Type.String({ format: 'uuid' }),
  ...memberLinkFields,
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
