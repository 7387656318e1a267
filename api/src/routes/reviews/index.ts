import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreateReviewBody,
  DuplicateReviewResponse,
  ErrorResponse,
  MessageResponse,
  MovieReviewsParams,
  MovieReviewsResponse,
  Review,
  ReviewDetails,
  ReviewDetailsParams,
  ReviewIdParams,
  UpdateReviewBody,
  UserReviewsParams,
  UserReviewsResponse,
  VoteBody,
  VoteResponse,
  type Review as ReviewType,
} from '@marquee/contracts';
import { spokenLanguageOf } from '@marquee/contracts/languages';
import { HttpError } from '../../httpError';
import {
  createReview,
  deleteReview,
  findReview,
  findReviewAuthor,
  listMovieReviews,
  listUserReviews,
  updateReview,
  type ReviewFields,
  type ReviewRow,
} from '../../reviews/reviews';
import { readReviewDetails } from '../../reviews/reviewDetails';
import { reviewComment, reviewTitle } from '../../reviews/reviewText';
import { voteOnReview } from '../../reviews/reviewVotes';
import { notifyReviewLiked } from '../../notifications/reviewLiked';
import { viewerOf } from '../profiles/viewerOf';

/**
 * Reviews written on Marquee (docs/product.md §7, /api/reviews/...). Reading is public (reviews are public
 * content; a signed-in reader also gets their own votes); writing, voting, editing and deleting need a
 * session, and only the author edits a review, the author or an admin deletes it.
 */
const reviewsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['reviews'];
  const security = [{ bearerAuth: [] }];
  const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

  async function existingReview(id: string): Promise<Pick<ReviewRow, 'user_id'>> {
    const review = await findReviewAuthor(app.db, id);
    if (!review) throw new HttpError(404, 'Review not found');
    return review;
  }

  async function reviewAsSeenBy(id: string, viewerId: string): Promise<ReviewType> {
    const review = await findReview(app.db, id, viewerId);
    if (!review) throw new HttpError(404, 'Review not found');
    return review;
  }

  app.post(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'createReview',
        summary: 'Review a film (once per user and film; the 409 names the existing review)',
        body: CreateReviewBody,
        response: { 201: Review, 409: DuplicateReviewResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { movieId, rating, comment, title, movieTitle, language } = request.body;
      const fields = {
        rating,
        comment: reviewComment(comment),
        title: reviewTitle(title),
        language: language ?? spokenLanguageOf(request.headers['accept-language']) ?? null,
      };
      const trimmedMovieTitle = movieTitle.trim();
      if (!trimmedMovieTitle) throw new HttpError(400, 'body/movieTitle must not be blank');
      await app.requireKnownFilm(movieId);
      const author = request.user.sub;
      const { id, created } = await createReview(
        app.db,
        author,
        { movieId, movieTitle: trimmedMovieTitle },
        fields,
      );
      if (!created) {
        return reply.code(409).send({ message: 'You have already reviewed this movie', reviewId: id });
      }
      return reply.code(201).send(await reviewAsSeenBy(id, author));
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        operationId: 'listMovieReviews',
        summary: "A film's reviews, newest first, with their count and average rating",
        description:
          "With a session, each review's userVote is the caller's vote. Reviews by an author an admin hid, " +
          'and those between the caller and someone who blocked them (or whom they blocked), are left out, ' +
          'of the count and average too.',
        params: MovieReviewsParams,
        response: { 200: MovieReviewsResponse, 400: ErrorResponse },
      },
    },
    async (request) => {
      const session = await app.sessionOf(request);
      return listMovieReviews(app.db, request.params.id, viewerOf(session));
    },
  );

  // /reviews/:id names a film (GET) as well as a review, so one review has a path of its own.
  app.get(
    '/review/:reviewId',
    {
      schema: {
        tags,
        operationId: 'getReview',
        summary: 'One review with its film and its author, for its own page (a shared link)',
        description:
          "Guests too; with a session, review.userVote is the caller's vote. An unknown review, one whose " +
          'author an admin hid, and one between the caller and someone who blocked them (or whom they ' +
          'blocked) are the same 404.',
        params: ReviewDetailsParams,
        response: { 200: ReviewDetails, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const session = await app.sessionOf(request);
      return readReviewDetails(app.db, app.movies, request.params.reviewId, viewerOf(session));
    },
  );

  app.get(
    '/user/:userId',
    {
      schema: {
        tags,
        operationId: 'listUserReviews',
        summary: "A user's reviews, newest first",
        description:
          "With a session, each review's userVote is the caller's vote. An unknown user, one an admin " +
          'hid, and one who blocked the caller (or whom they blocked) are the same 404.',
        params: UserReviewsParams,
        response: { 200: UserReviewsResponse, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const session = await app.sessionOf(request);
      const reviews = await listUserReviews(app.db, request.params.userId, viewerOf(session));
      if (!reviews) throw new HttpError(404, 'User not found');
      return { reviews };
    },
  );

  // The spec calls the update PATCH in one place and PUT in another (docs/product.md §10.4): both are it,
  // documented as two operations.
  const updates = [
    ['PATCH', 'updateReview'],
    ['PUT', 'replaceReview'],
  ] as const;
  for (const [method, operationId] of updates) {
    app.route({
      method,
      url: '/:id',
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId,
        summary: 'Change your review: rating, title and/or comment',
        params: ReviewIdParams,
        body: UpdateReviewBody,
        response: { 200: Review, ...errors },
      },
      handler: async (request) => {
        const review = await existingReview(request.params.id);
        if (review.user_id !== request.user.sub)
          throw new HttpError(403, 'You can only edit your own reviews');
        const { rating, comment, title, language } = request.body;
        const changes: Partial<ReviewFields> = {
          ...(rating !== undefined && { rating }),
          ...(comment !== undefined && { comment: reviewComment(comment) }),
          ...(title !== undefined && { title: reviewTitle(title) }),
          ...(language !== undefined && { language }),
        };
        await updateReview(app.db, request.params.id, changes);
        return reviewAsSeenBy(request.params.id, request.user.sub);
      },
    });
  }

  app.delete(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'deleteReview',
        summary: 'Delete a review (its author, or an admin)',
        params: ReviewIdParams,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => {
      const review = await existingReview(request.params.id);
      const { sub, role } = request.user;
      if (review.user_id !== sub && role !== 'admin') {
        throw new HttpError(403, 'You can only delete your own reviews');
      }
      await deleteReview(app.db, request.params.id);
      return { message: 'Review deleted successfully' };
    },
  );

  app.post(
    '/:id/like',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'voteOnReview',
        summary: 'Like or dislike a review; the same vote again takes it back, the other switches it',
        params: ReviewIdParams,
        body: VoteBody,
        response: { 200: VoteResponse, ...errors },
      },
    },
    async (request) => {
      const vote = await voteOnReview(app.db, request.params.id, request.user.sub, request.body.type);
      if (!vote) throw new HttpError(404, 'Review not found');
      if (vote === 'own') throw new HttpError(403, 'You cannot like or dislike your own review.');
      // The like is stored whatever happens to its notification (a queue that is down loses only that).
      if (vote.userVote === 'like') {
        await notifyReviewLiked(app, request.params.id, request.user.sub).catch((err: unknown) =>
          request.log.warn({ err }, 'review like notification not sent'),
        );
      }
      return vote;
    },
  );
};

export default reviewsRoutes;
