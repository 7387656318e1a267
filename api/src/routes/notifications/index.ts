import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorResponse,
  NotificationIdParams,
  NotificationPreferencesResponse,
  NotificationsQuery,
  NotificationsResponse,
  UnreadCountResponse,
  UpdateNotificationPreferencesBody,
} from '@marquee/contracts';
import { readPreferences, savePreferences } from '@marquee/jobs';
import { HttpError } from '../../httpError';
import {
  listNotifications,
  markAllRead,
  markRead,
  unreadCount,
} from '../../notifications/notificationCentre';

/**
 * The signed-in user's notification centre and preferences (docs/product.md "Notifications"). Everything
 * here is the caller's own: there is no user id in the paths.
 */
const notificationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };
  const common = { tags: ['notifications'], security: [{ bearerAuth: [] }] };

  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        operationId: 'listNotifications',
        summary: 'The notification centre, newest first, with the unread count',
        querystring: NotificationsQuery,
        response: { 200: NotificationsResponse, ...errors },
      },
    },
    async (request) =>
      listNotifications(app.db, request.user.sub, {
        before: request.query.before,
        limit: request.query.limit ?? 20,
      }),
  );

  app.get(
    '/unread-count',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        operationId: 'countUnreadNotifications',
        summary: "The bell's number: unread notifications",
        response: { 200: UnreadCountResponse, ...errors },
      },
    },
    async (request) => ({ unread: await unreadCount(app.db, request.user.sub) }),
  );

  app.post(
    '/read-all',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        operationId: 'markAllNotificationsRead',
        summary: 'Mark every notification read',
        response: { 200: UnreadCountResponse, ...errors },
      },
    },
    async (request) => {
      await markAllRead(app.db, request.user.sub);
      return { unread: 0 };
    },
  );

  app.post(
    '/:id/read',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        operationId: 'markNotificationRead',
        summary: 'Mark one notification read; answers the unread count left',
        params: NotificationIdParams,
        response: { 200: UnreadCountResponse, ...errors },
      },
    },
    async (request) => {
      if (!(await markRead(app.db, request.user.sub, request.params.id))) {
        throw new HttpError(404, 'Notification not found');
      }
      return { unread: await unreadCount(app.db, request.user.sub) };
    },
  );

  app.get(
    '/preferences',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        operationId: 'getNotificationPreferences',
        summary: 'Every kind of notification on every channel, on or off',
        response: { 200: NotificationPreferencesResponse, ...errors },
      },
    },
    async (request) => ({ preferences: await readPreferences(app.db, request.user.sub) }),
  );

  app.put(
    '/preferences',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        operationId: 'updateNotificationPreferences',
        summary: 'Switch kinds of notification on or off per channel; answers every preference',
        body: UpdateNotificationPreferencesBody,
        response: { 200: NotificationPreferencesResponse, ...errors },
      },
    },
    async (request) => {
      await savePreferences(app.db, request.user.sub, request.body.preferences);
      return { preferences: await readPreferences(app.db, request.user.sub) };
    },
  );
};

export default notificationsRoutes;
