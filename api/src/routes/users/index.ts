import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorResponse,
  MessageResponse,
  UpdateUserBody,
  UserIdParams,
  UserProfile,
  type UserProfile as UserProfileType,
} from '@marquee/contracts';
import { type FastifyRequest } from 'fastify';
import { queueAccountEmail } from '../../accounts/accountEmails';
import { deleteAccount } from '../../accounts/deleteAccount';
import {
  findUserByEmail,
  findUserById,
  normaliseEmail,
  toSessionUser,
  type UserRow,
} from '../../accounts/users';
import { userStats } from '../../accounts/userStats';
import { onlyRow } from '../../db/onlyRow';
import { HttpError } from '../../httpError';

/** A user reads and changes only their own account; admins any (docs/product.md §6, enforced here). */
const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

  async function accountFor(request: FastifyRequest<{ Params: UserIdParams }>): Promise<UserRow> {
    const { sub, role } = request.user;
    if (sub !== request.params.id && role !== 'admin') {
      throw new HttpError(403, 'You can only manage your own account');
    }
    const user = await findUserById(app.db, request.params.id);
    if (!user) throw new HttpError(404, 'User not found');
    return user;
  }

  async function profileOf(user: UserRow): Promise<UserProfileType> {
    return {
      ...toSessionUser(user),
      ...(user.pending_email && { pendingEmail: user.pending_email }),
      stats: await userStats(app.db, user.id),
      diaryVisibility: user.diary_visibility,
    };
  }

  app.get(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        operationId: 'getUser',
        summary: 'An account with its statistics',
        security: [{ bearerAuth: [] }],
        params: UserIdParams,
        response: { 200: UserProfile, ...errors },
      },
    },
    async (request) => profileOf(await accountFor(request)),
  );

  app.patch(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        operationId: 'updateUser',
        summary:
          'Change the name, email, diary visibility, language and/or theme; a new email is used once the link sent to it is followed',
        security: [{ bearerAuth: [] }],
        params: UserIdParams,
        body: UpdateUserBody,
        response: { 200: UserProfile, 409: ErrorResponse, ...errors },
      },
    },
    async (request) => {
      const user = await accountFor(request);
      const changes: Partial<UserRow> = {};
      if (request.body.name !== undefined) {
        const name = request.body.name.trim();
        if (!name) throw new HttpError(400, 'body/name must not be blank');
        changes.name = name;
      }
      if (request.body.diaryVisibility !== undefined) {
        changes.diary_visibility = request.body.diaryVisibility;
      }
      if (request.body.theme !== undefined) changes.theme = request.body.theme;
      if (request.body.language !== undefined) changes.language = request.body.language;
      const email = request.body.email === undefined ? undefined : normaliseEmail(request.body.email);
      const emailChanges = email !== undefined && email !== user.email;
      if (emailChanges) {
        const owner = await findUserByEmail(app.db, email);
        if (owner) throw new HttpError(409, 'An account with this email already exists');
        changes.pending_email = email;
      } else if (email !== undefined) {
        changes.pending_email = null; // back to the current address: withdraw a pending change
      }
      const updated = onlyRow(
        await app
          .db('users')
          .where({ id: user.id })
          .update({ ...changes, updated_at: app.db.fn.now() })
          .returning<UserRow[]>('*'),
      );
      if (emailChanges) await queueAccountEmail(app.jobs, 'change-email', user.id, request);
      return profileOf(updated);
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        operationId: 'deleteUser',
        summary: 'Delete the account with its watchlist, reviews and votes',
        security: [{ bearerAuth: [] }],
        params: UserIdParams,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => {
      const user = await accountFor(request);
      await deleteAccount(app.db, user.id);
      return { message: 'Account deleted' };
    },
  );
};

export default usersRoutes;
