import { Type, type Static } from 'typebox';
import { Nullable } from './schemaParts';
import { LanguageSchema } from './user';
import { MOVIE_ID_PATTERN, MovieId } from './watchlist';

import { REVIEW_LIMITS } from './reviewLimits';

export { REVIEW_LIMITS };

/** The language a review is written in (its text is shown with that `lang`); null for reviews from before it was kept. */
export const ReviewLanguage = Nullable(LanguageSchema);

export const VoteType = Type.Union([Type.Literal('like'), Type.Literal('dislike')]);
export type VoteType = Static<typeof VoteType>;

/** A review written on Marquee (docs/product.md §3: Review), as every review route answers it. */
export const Review = Type.Object({
  id: Type.String({ format: 'uuid' }),
  movieId: MovieId,
  movieTitle: Type.String(),
  /** Stars, 1-5. */
  rating: Type.Integer({ minimum: REVIEW_LIMITS.ratingMin, maximum: REVIEW_LIMITS.ratingMax }),
  /** '' when the author gave none. */
  title: Type.String(),
  comment: Type.String(),
  language: ReviewLanguage,
  user: Type.Object({ id: Type.String({ format: 'uuid' }), username: Type.String() }),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
  likes: Type.Integer({ minimum: 0 }),
  dislikes: Type.Integer({ minimum: 0 }),
  /** The caller's own vote on this review; null for guests and when they have not voted. */
  userVote: Type.Union([VoteType, Type.Null()]),
  source: Type.Literal('user'),
});
export type Review = Static<typeof Review>;

/** POST /api/reviews. Title and comment are trimmed by the server before the limits are checked. */
export const CreateReviewBody = Type.Object({
  movieId: MovieId,
  rating: Type.Integer({ minimum: REVIEW_LIMITS.ratingMin, maximum: REVIEW_LIMITS.ratingMax }),
  comment: Type.String({ minLength: 1, maxLength: 5000 }),
  title: Type.Optional(Type.String({ maxLength: 1000 })),
  movieTitle: Type.String({ minLength: 1, maxLength: 300 }),
  /** The language it is written in; without it, the language the author's Accept-Language prefers. */
  language: Type.Optional(LanguageSchema),
});
export type CreateReviewBody = Static<typeof CreateReviewBody>;

/** The 409 of POST /api/reviews when the user has reviewed the film already: their review's id, to edit it. */
export const DuplicateReviewResponse = Type.Object({
  message: Type.String(),
  reviewId: Type.String({ format: 'uuid' }),
});
export type DuplicateReviewResponse = Static<typeof DuplicateReviewResponse>;

/** PATCH (or PUT) /api/reviews/:id: the fields to change. */
export const UpdateReviewBody = Type.Object(
  {
    rating: Type.Optional(
      Type.Integer({ minimum: REVIEW_LIMITS.ratingMin, maximum: REVIEW_LIMITS.ratingMax }),
    ),
    comment: Type.Optional(Type.String({ minLength: 1, maxLength: 5000 })),
    title: Type.Optional(Type.String({ maxLength: 1000 })),
    language: Type.Optional(LanguageSchema),
  },
  { minProperties: 1 },
);
export type UpdateReviewBody = Static<typeof UpdateReviewBody>;

export const ReviewIdParams = Type.Object({
  id: Type.String({ format: 'uuid', description: "the review's id" }),
});
export type ReviewIdParams = Static<typeof ReviewIdParams>;

/**
 * GET /api/reviews/:id names a film where the other /api/reviews/:id routes name a review: one path with
 * one parameter name (OpenAPI allows no two paths that differ only by it), and the URLs clients call.
 */
export const MovieReviewsParams = Type.Object({
  id: Type.String({ pattern: MOVIE_ID_PATTERN, description: "the film's id (TMDB's), digits only" }),
});
export type MovieReviewsParams = Static<typeof MovieReviewsParams>;

export const UserReviewsParams = Type.Object({ userId: Type.String({ format: 'uuid' }) });
export type UserReviewsParams = Static<typeof UserReviewsParams>;

/** GET /api/reviews/:movieId: newest first, with the totals the database computed. */
export const MovieReviewsResponse = Type.Object({
  movieId: MovieId,
  reviews: Type.Array(Review),
  totalReviews: Type.Integer({ minimum: 0 }),
  /** The mean rating to one decimal; 0 when there are none. */
  averageRating: Type.Number({ minimum: 0, maximum: 5 }),
});
export type MovieReviewsResponse = Static<typeof MovieReviewsResponse>;

/** GET /api/reviews/user/:userId: the user's reviews, newest first. */
export const UserReviewsResponse = Type.Object({ reviews: Type.Array(Review) });
export type UserReviewsResponse = Static<typeof UserReviewsResponse>;

/** POST /api/reviews/:id/like. Voting again with the same type removes the vote; the other switches it. */
export const VoteBody = Type.Object({ type: VoteType });
export type VoteBody = Static<typeof VoteBody>;

export const VoteResponse = Type.Object({
  reviewId: Type.String({ format: 'uuid' }),
  likes: Type.Integer({ minimum: 0 }),
  dislikes: Type.Integer({ minimum: 0 }),
  userVote: Type.Union([VoteType, Type.Null()]),
});
export type VoteResponse = Static<typeof VoteResponse>;
