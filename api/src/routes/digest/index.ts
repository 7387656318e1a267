import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorResponse,
  MessageResponse,
  TimeZoneBody,
  TimeZoneResponse,
  UnsubscribeQuery,
  UserIdParams,
} from '@marquee/contracts';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { parse } from 'node:querystring';
import { Type } from 'typebox';
import { setTimeZone } from '../../digest/timeZone';
import { digestSubscriber, unsubscribeFromDigest } from '../../digest/unsubscribe';
import { askPage, donePage, unknownPage } from '../../digest/unsubscribePage';
import { pageLanguage } from '../../frontends/pageLanguage';
import { HttpError } from '../../httpError';

/** The one-click form (RFC 8058 §3.1): what a mail client POSTs, and what the page's button posts. */
const OneClickBody = Type.Object({ 'List-Unsubscribe': Type.Literal('One-Click') });
const page = Type.String();
const HTML = 'text/html; charset=utf-8';

/** A person's browser (the page and its button) gets pages back; a mail client or script, JSON. */
const wantsPage = (request: FastifyRequest) => request.headers.accept?.includes('text/html') ?? false;

/** An unknown token: a page for a person, the error shape otherwise. */
function notValid(request: FastifyRequest, reply: FastifyReply) {
  if (wantsPage(request))
    return reply
      .code(404)
      .type(HTML)
      .send(unknownPage(pageLanguage(request.headers)));
  throw new HttpError(404, 'This unsubscribe link is not valid');
}

/** A page for a person, or the error shape / a message for a mail client (by the Accept header). */
const pageOr = <T extends typeof ErrorResponse>(json: T, description: string) => ({
  description,
  content: { 'application/json': { schema: json }, 'text/html': { schema: page } },
});

/**
 * The weekly digest's routes (docs/product.md "Weekly digest"): the browser's time zone, and the
 * unsubscribe address, which needs no sign-in: its token is the proof.
 */
const digestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

  app.put(
    '/users/:id/time-zone',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        operationId: 'setTimeZone',
        summary:
          "Set the account's IANA time zone (from the browser): the weekly digest comes in its morning",
        security: [{ bearerAuth: [] }],
        params: UserIdParams,
        body: TimeZoneBody,
        response: { 200: TimeZoneResponse, ...errors },
      },
    },
    async (request) => {
      const { sub, role } = request.user;
      if (sub !== request.params.id && role !== 'admin') {
        throw new HttpError(403, 'You can only manage your own account');
      }
      const exists = await app.db('users').where({ id: request.params.id }).first('id');
      if (!exists) throw new HttpError(404, 'User not found');
      if (!(await setTimeZone(app.db, request.params.id, request.body.timeZone))) {
        throw new HttpError(400, 'body/timeZone must be an IANA time zone such as Europe/Paris');
      }
      return { timeZone: request.body.timeZone };
    },
  );

  // A one-click request is an HTML form post (RFC 8058); only these routes read that body type.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, parse(body as string)),
  );

  app.get(
    '/email/unsubscribe',
    {
      config: { servesPage: true },
      schema: {
        tags: ['email'],
        operationId: 'showUnsubscribe',
        summary: "The digest email's unsubscribe page: a button to confirm (this request changes nothing)",
        querystring: UnsubscribeQuery,
        response: {
          200: { description: 'The confirmation page', content: { 'text/html': { schema: page } } },
          404: pageOr(ErrorResponse, 'The link is not valid'),
        },
      },
    },
    async (request, reply) => {
      const user = await digestSubscriber(app.db, request.query.token);
      if (!user) return notValid(request, reply);
      return reply.type(HTML).send(askPage(user.email, request.url, pageLanguage(request.headers)));
    },
  );

  app.post(
    '/email/unsubscribe',
    {
      config: { servesPage: true },
      schema: {
        tags: ['email'],
        operationId: 'unsubscribe',
        summary:
          'One-click unsubscribe from the weekly digest (RFC 8058); the token is the proof, no sign-in',
        querystring: UnsubscribeQuery,
        body: OneClickBody,
        response: {
          200: pageOr(MessageResponse, 'Unsubscribed'),
          400: ErrorResponse,
          404: pageOr(ErrorResponse, 'The link is not valid'),
        },
      },
    },
    async (request, reply) => {
      if (!(await unsubscribeFromDigest(app.db, request.query.token))) return notValid(request, reply);
      if (wantsPage(request)) return reply.type(HTML).send(donePage(pageLanguage(request.headers)));
      return { message: 'Unsubscribed from the weekly digest' };
    },
  );
};

export default digestRoutes;
