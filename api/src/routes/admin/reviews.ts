import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminReviewsResponse, ErrorResponse, MessageResponse, ReviewIdParams } from '@marquee/contracts';
import { deleteReviewAsAdmin, listAdminReviews } from '../../admin/adminReviews';
import { adminErrors, adminPageSchema, adminSchema } from './schemaParts';

/** Every review, for moderation. */
const reviewsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/reviews',
    {
      onRequest: app.requireAdmin,
      schema: adminPageSchema(
        'listAllReviews',
        'A page of reviews, newest first, with their authors',
        AdminReviewsResponse,
      ),
    },
    (request) => listAdminReviews(app.db, request.query),
  );

  app.delete(
    '/admin/reviews/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...adminSchema,
        operationId: 'deleteAnyReview',
        summary: 'Delete any review',
        params: ReviewIdParams,
        response: { 200: MessageResponse, 404: ErrorResponse, ...adminErrors },
      },
    },
    async (request) => {
      await deleteReviewAsAdmin(app.db, request.user.sub, request.params.id);
      return { message: 'Review deleted' };
    },
  );
};

export default reviewsRoutes;
