import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { listMailbox, usesLocalMailbox } from './mailbox';

const MailboxMessage = Type.Object({
  id: Type.Integer(),
  to: Type.String(),
  from: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  html: Type.String(),
  links: Type.Array(Type.String()),
  createdAt: Type.String(),
});

/** GET /api/dev/mail: the local mailbox as JSON (only without SMTP_URL, never in production). */
const devMailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  if (!usesLocalMailbox(app.config)) return;
  app.get(
    '/dev/mail',
    {
      schema: {
        tags: ['dev'],
        operationId: 'listDevMail',
        summary: 'The local mailbox (development only): messages the product sent, newest first',
        querystring: Type.Object({ to: Type.Optional(Type.String({ maxLength: 254 })) }),
        response: { 200: Type.Object({ messages: Type.Array(MailboxMessage) }) },
      },
    },
    async (request) => ({ messages: await listMailbox(app.db, request.query.to) }),
  );
};

export default devMailRoutes;
