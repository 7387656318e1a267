import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AddListEntryBody,
  CreateListBody,
  ErrorResponse,
  ListEntriesPage,
  ListEntriesQuery,
  ListEntryParams,
  ListEntryResponse,
  ListIdParams,
  ListResponse,
  UpdateListBody,
  UpdateListEntryBody,
  UserIdParams,
  UserLists,
  UserListsQuery,
} from '@marquee/contracts';
import { Type } from 'typebox';
import { findUserById } from '../../accounts/users';
import { loggedFilm } from '../../diary/loggedFilm';
import { HttpError } from '../../httpError';
import { addListEntry, removeListEntry, updateListEntry } from '../../lists/listEntries';
import { listEntriesPage } from '../../lists/listPages';
import { checkedListName } from '../../lists/listRules';
import { createList, deleteList, findList, toList, updateList, userLists } from '../../lists/lists';
import { viewerOf } from '../profiles/viewerOf';
import { LIST_NOT_FOUND, ownList, readableList } from './listAccess';

/**
 * Lists (issue 22): named, ordered collections of films with a note each. Only the owner writes; a
 * private list (the default) is read by its owner alone, an unlisted one by anyone with its link, a
 * public one by anyone and shown on the owner's profile. A list an admin hid is read by its owner and
 * admins only. The watchlist is not one of these: it keeps its own routes.
 */
const listsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['lists'];
  const security = [{ bearerAuth: [] }];
  const readErrors = { 400: ErrorResponse, 404: ErrorResponse };
  const writeErrors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
  const readDescription =
    'Public and unlisted lists are read by anyone; a private or hidden one by its owner only (hidden: admins too), else 404.';

  app.get(
    '/users/:id/lists',
    {
      schema: {
        tags,
        operationId: 'listUserLists',
        summary:
          "A user's lists, the most recently changed first; with `containing`, whether each holds that film",
        description:
          'The owner (send the session) gets every list, hidden ones marked; anyone else the public ones (admins: hidden public ones too). Unlisted lists are never listed to others.',
        params: UserIdParams,
        querystring: UserListsQuery,
        response: { 200: UserLists, ...readErrors },
      },
    },
    async (request) => {
      const [session, owner] = await Promise.all([
        app.sessionOf(request),
        findUserById(app.db, request.params.id),
      ]);
      if (!owner) throw new HttpError(404, 'User not found');
      const shown =
        session?.sub === owner.id ? 'all' : session?.role === 'admin' ? 'public-and-hidden' : 'public';
      return {
        lists: await userLists(app.db, owner.id, viewerOf(session), shown, request.query.containing),
      };
    },
  );

  app.post(
    '/users/:id/lists',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'createList',
        summary: 'Make a list (private and unranked unless said); at most 1,000 a user',
        params: UserIdParams,
        body: CreateListBody,
        response: { 201: ListResponse, ...writeErrors, 409: ErrorResponse },
      },
    },
    async (request, reply) => {
      if (request.params.id !== request.user.sub) {
        throw new HttpError(403, 'You can only make lists of your own');
      }
      const { name, description = '', visibility = 'private', ranked = false } = request.body;
      const list = await createList(app.db, request.user.sub, {
        name: checkedListName(name),
        description,
        visibility,
        ranked,
      });
      return reply.code(201).send({ list });
    },
  );

  app.get(
    '/lists/:listId',
    {
      schema: {
        tags,
        operationId: 'getList',
        summary: 'A list, without its films',
        description: readDescription,
        params: ListIdParams,
        response: { 200: ListResponse, ...readErrors },
      },
    },
    async (request) => {
      const { id } = await readableList(app, request);
      const list = await findList(app.db, id, viewerOf(await app.sessionOf(request)));
      if (!list) throw new HttpError(404, LIST_NOT_FOUND);
      return { list: toList(list) };
    },
  );

  app.patch(
    '/lists/:listId',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'updateList',
        summary: "Change a list's name, description, visibility or ranking",
        params: ListIdParams,
        body: UpdateListBody,
        response: { 200: ListResponse, ...writeErrors },
      },
    },
    async (request) => {
      const { id } = await ownList(app, request);
      const { name, description, visibility, ranked } = request.body;
      const list = await updateList(app.db, id, viewerOf(request.user)!, {
        ...(name !== undefined && { name: checkedListName(name) }),
        ...(description !== undefined && { description }),
        ...(visibility !== undefined && { visibility }),
        ...(ranked !== undefined && { ranked }),
      });
      if (!list) throw new HttpError(404, LIST_NOT_FOUND);
      return { list };
    },
  );

  app.delete(
    '/lists/:listId',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'deleteList',
        summary: 'Delete a list and its entries',
        params: ListIdParams,
        response: { 204: Type.Null({ description: 'Deleted' }), ...writeErrors },
      },
    },
    async (request, reply) => {
      const list = await ownList(app, request);
      if (!(await deleteList(app.db, list.id))) throw new HttpError(404, LIST_NOT_FOUND);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/lists/:listId/entries',
    {
      schema: {
        tags,
        operationId: 'listListEntries',
        summary: "A page of a list's films, by rank (the list's order), date added, rating, year or title",
        description: `${readDescription} Pages follow by \`cursor\` (the nextCursor of the page before, of the same sort and order).`,
        params: ListIdParams,
        querystring: ListEntriesQuery,
        response: { 200: ListEntriesPage, ...readErrors },
      },
    },
    async (request) => listEntriesPage(app.db, (await readableList(app, request)).id, request.query),
  );

  app.post(
    '/lists/:listId/entries',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'addListEntry',
        summary: 'Add a film at the end of a list; at most 5,000 a list',
        params: ListIdParams,
        body: AddListEntryBody,
        response: { 201: ListEntryResponse, ...writeErrors, 409: ErrorResponse },
      },
    },
    async (request, reply) => {
      const list = await ownList(app, request);
      const { movieId, note = '' } = request.body;
      await app.requireKnownFilm(movieId);
      const film = await loggedFilm(app.movies, movieId);
      const entry = await addListEntry(app.db, list.id, movieId, film, note);
      return reply.code(201).send({ entry });
    },
  );

  app.patch(
    '/lists/:listId/entries/:movieId',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'updateListEntry',
        summary: "Change a film's note, or move it: before or after another film, or to a place (0 = first)",
        description:
          'A move rewrites that one entry (it takes the midpoint of its new neighbours); only when the gap is used up is the list renumbered.',
        params: ListEntryParams,
        body: UpdateListEntryBody,
        response: { 200: ListEntryResponse, ...writeErrors },
      },
    },
    async (request) => {
      const list = await ownList(app, request);
      const { note, move } = request.body;
      if (note === undefined && move === undefined) {
        throw new HttpError(400, 'body must give a note or a move');
      }
      if (move && [move.before, move.after, move.toIndex].filter((v) => v !== undefined).length !== 1) {
        throw new HttpError(400, 'body/move must give exactly one of before, after or toIndex');
      }
      const entry = await updateListEntry(app.db, list.id, Number(request.params.movieId), {
        ...(note !== undefined && { note }),
        ...(move && { move }),
      });
      return { entry };
    },
  );

  app.delete(
    '/lists/:listId/entries/:movieId',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'removeListEntry',
        summary: 'Take a film off a list',
        params: ListEntryParams,
        response: { 204: Type.Null({ description: 'Removed' }), ...writeErrors },
      },
    },
    async (request, reply) => {
      const list = await ownList(app, request);
      await removeListEntry(app.db, list.id, Number(request.params.movieId));
      return reply.code(204).send(null);
    },
  );
};

export default listsRoutes;
