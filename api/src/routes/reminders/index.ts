import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, ReminderParams, RemindersResponse, SetReminderBody } from '@marquee/contracts';
import { upcomingFrom } from '../../calendar/calendarMonth';
import { listReminders, removeReminder, setReminder } from '../../calendar/reminders';
import { HttpError } from '../../httpError';
import { bodyOf } from '../../movies/movieDataProvider';

/**
 * The signed-in user's release reminders (docs/product.md §2 Release calendar, /api/reminders). Every
 * call answers the whole list, soonest release first. The worker sends them (notifications); this only
 * keeps the list.
 */
const remindersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };
  const common = { tags: ['reminders'], security: [{ bearerAuth: [] }] };

  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        operationId: 'listReminders',
        summary: "The user's reminders, soonest release first",
        response: { 200: RemindersResponse, ...errors },
      },
    },
    async (request) => ({ reminders: await listReminders(app.db, request.user.sub) }),
  );

  app.put(
    '/:movieId',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        operationId: 'setReminder',
        summary: 'Remind me of a film not released yet (again: changes week_before); answers the whole list',
        params: ReminderParams,
        body: SetReminderBody,
        response: { 200: RemindersResponse, ...errors, 409: ErrorResponse },
      },
    },
    async (request) => {
      const movieId = Number(request.params.movieId);
      const film = bodyOf(await app.movies.movie(movieId, { append_to_response: [] }));
      if (!film.release_date) throw new HttpError(409, 'This film has no release date yet.');
      if (film.release_date < (await upcomingFrom(app.movies)))
        throw new HttpError(409, 'This film is already out.');
      await setReminder(
        app.db,
        request.user.sub,
        { movieId, title: film.title, posterPath: film.poster_path, releaseDate: film.release_date },
        request.body.weekBefore ?? false,
      );
      return { reminders: await listReminders(app.db, request.user.sub) };
    },
  );

  app.delete(
    '/:movieId',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        operationId: 'removeReminder',
        summary: 'Stop a reminder (one not set is fine); answers the whole list',
        params: ReminderParams,
        response: { 200: RemindersResponse, ...errors },
      },
    },
    async (request) => {
      await removeReminder(app.db, request.user.sub, Number(request.params.movieId));
      return { reminders: await listReminders(app.db, request.user.sub) };
    },
  );
};

export default remindersRoutes;
