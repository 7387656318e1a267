import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CalendarFeedAddress,
  CalendarFeedParams,
  CalendarFeedStatus,
  CalendarQuery,
  CalendarResponse,
  ErrorResponse,
} from '@marquee/contracts';
import { Type } from 'typebox';
import { monthReleases } from '../../calendar/calendarMonth';
import { hasFeedToken, renewFeedToken, revokeFeedToken, userOfFeedToken } from '../../calendar/feedTokens';
import { icalFeed } from '../../calendar/icalFeed';
import { listReminders } from '../../calendar/reminders';
import { HttpError } from '../../httpError';
import { PRIVATE } from '../../plugins/httpCaching';

/** The release calendar and the personal iCal feed (docs/product.md §2 Release calendar). */
const calendarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const signedIn = { tags: ['calendar'], security: [{ bearerAuth: [] }] };
  const errors = { 400: ErrorResponse, 401: ErrorResponse };

  app.get(
    '/calendar',
    {
      schema: {
        tags: ['calendar'],
        operationId: 'getCalendar',
        summary: "A month of releases; a signed-in user's call may keep only their watchlist or reminders",
        querystring: CalendarQuery,
        response: { 200: CalendarResponse, ...errors },
      },
    },
    async (request) => {
      const { genres, ...filters } = request.query;
      const session = await app.sessionOf(request);
      if ((filters.watchlist || filters.reminders) && !session)
        throw new HttpError(401, 'Sign in to see your watchlist or reminders in the calendar.');
      return monthReleases(app.db, app.movies, session?.sub, {
        ...filters,
        genres: genres ? genres.split(',').map(Number) : [],
      });
    },
  );

  app.get(
    '/calendar/feed',
    {
      onRequest: app.authenticate,
      schema: {
        ...signedIn,
        operationId: 'getCalendarFeed',
        summary: 'Whether the user has an iCal feed address',
        response: { 200: CalendarFeedStatus, ...errors },
      },
    },
    async (request) => ({ active: await hasFeedToken(app.db, request.user.sub) }),
  );

  app.post(
    '/calendar/feed',
    {
      onRequest: app.authenticate,
      schema: {
        ...signedIn,
        operationId: 'renewCalendarFeed',
        summary: 'A new secret iCal address, shown this once; the previous one stops working',
        response: { 200: CalendarFeedAddress, ...errors },
      },
    },
    async (request) => {
      const token = await renewFeedToken(app.db, request.user.sub);
      return { url: `${app.config.publicUrl}/api/calendar/feeds/${token}.ics` };
    },
  );

  app.delete(
    '/calendar/feed',
    {
      onRequest: app.authenticate,
      schema: {
        ...signedIn,
        operationId: 'revokeCalendarFeed',
        summary: 'Turn the iCal address off',
        response: { 204: Type.Null({ description: 'Revoked' }), ...errors },
      },
    },
    async (request, reply) => {
      await revokeFeedToken(app.db, request.user.sub);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/calendar/feeds/:file',
    {
      schema: {
        tags: ['calendar'],
        operationId: 'getCalendarFeedFile',
        summary: "The user's reminders as iCalendar (RFC 5545); the secret in the address is the only key",
        params: CalendarFeedParams,
        response: {
          200: { description: 'The calendar', content: { 'text/calendar': { schema: Type.String() } } },
          400: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const userId = await userOfFeedToken(app.db, request.params.file.slice(0, -'.ics'.length));
      if (!userId) throw new HttpError(404, 'This calendar address is no longer in use.');
      const reminders = await listReminders(app.db, userId);
      return (
        reply
          .type('text/calendar; charset=utf-8')
          // Personal: no shared cache may keep it, and a revoked address must stop answering at once.
          .header('cache-control', PRIVATE)
          .send(icalFeed(reminders, userId, app.config.publicUrl))
      );
    },
  );
};

export default calendarRoutes;
