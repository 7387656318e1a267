import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, SessionResponse } from '@marquee/contracts';
import { Type } from 'typebox';
import { claimAdminSetup } from '../../accounts/adminSetup';
import { startSession } from '../../accounts/sessions';

const AdminSetupBody = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 200, description: 'the token of the setup link' }) },
  { additionalProperties: false },
);

/**
 * /admin/setup: the one-time link printed at start while no admin exists (accounts/adminSetup.ts). Not
 * under the admin routes' requireAdmin, since its caller is not an admin yet; a signed-in, verified account.
 */
const adminSetupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admin/setup',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['admin'],
        operationId: 'claimAdminSetup',
        summary:
          "Make the signed-in, verified account the first administrator with the setup link's token; answers its new session",
        body: AdminSetupBody,
        response: {
          200: SessionResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          409: ErrorResponse,
        },
      },
    },
    async (request) => startSession(app, await claimAdminSetup(app.db, request.body.token, request.user.sub)),
  );
};

export default adminSetupRoutes;
