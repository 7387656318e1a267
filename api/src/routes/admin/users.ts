import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminUserChanged,
  AdminUsersResponse,
  ErrorResponse,
  MessageResponse,
  UserIdParams,
} from '@marquee/contracts';
import { changeRole, deleteUserAsAdmin, listAdminUsers } from '../../admin/adminUsers';
import { adminErrors, adminPageSchema, adminSchema } from './schemaParts';

/** The users table: pages, promote, demote, delete. An admin never demotes or deletes themselves. */
const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const onRequest = app.requireAdmin;
  const changeErrors = { ...adminErrors, 404: ErrorResponse, 409: ErrorResponse };

  app.get(
    '/admin/users',
    {
      onRequest,
      schema: adminPageSchema(
        'listUsers',
        'A page of users, newest first, with their watchlist counts',
        AdminUsersResponse,
      ),
    },
    (request) => listAdminUsers(app.db, request.query),
  );

  const roleChanges = [
    {
      path: 'promote',
      role: 'admin',
      operationId: 'promoteUser',
      summary: 'Make a user an admin (their current sessions end: they sign in again)',
      message: 'User promoted to admin',
    },
    {
      path: 'demote',
      role: 'user',
      operationId: 'demoteUser',
      summary: 'Make an admin a user again; never oneself, never the last admin',
      message: 'Admin demoted to user',
    },
  ] as const;
  for (const { path, role, operationId, summary, message } of roleChanges) {
    app.patch(
      `/admin/users/:id/${path}`,
      {
        onRequest,
        schema: {
          ...adminSchema,
          operationId,
          summary,
          params: UserIdParams,
          response: { 200: AdminUserChanged, ...changeErrors },
        },
      },
      async (request) => ({
        message,
        user: await changeRole(app.db, request.user.sub, request.params.id, role),
      }),
    );
  }

  app.delete(
    '/admin/users/:id',
    {
      onRequest,
      schema: {
        ...adminSchema,
        operationId: 'deleteAnyUser',
        summary: 'Delete a user with their watchlist, reviews and votes; never oneself, never the last admin',
        params: UserIdParams,
        response: { 200: MessageResponse, ...changeErrors },
      },
    },
    async (request) => {
      await deleteUserAsAdmin(app.db, request.user.sub, request.params.id);
      return { message: 'User deleted' };
    },
  );
};

export default usersRoutes;
