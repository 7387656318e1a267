import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ChatBody, ErrorResponse } from '@marquee/contracts';
import { Readable } from 'node:stream';
import { Type } from 'typebox';
import { aiRateLimit } from '../../ai/aiRateLimit';
import { chatEvents } from '../../ai/chatEvents';
import { loadUserTaste } from '../../ai/userTaste';
import { HttpError } from '../../httpError';
import { readerLanguage } from '../../messages/readerLanguage';

/**
 * POST /api/ai/chat: the AI Movie Assistant, signed-in users only. The answer streams as server-sent
 * events while the engine writes it; a client going away stops the stream and with it the engine.
 */
const chatRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/chat',
    {
      onRequest: app.authenticate,
      config: { rateLimit: aiRateLimit(app, 'chat') },
      schema: {
        tags: ['ai'],
        security: [{ bearerAuth: [] }],
        operationId: 'chatWithAssistant',
        summary: 'Ask the AI Movie Assistant; answers as text/event-stream (delta events, then done)',
        description:
          'Each event is `data: {"type":"delta","text":...}`; the last is `{"type":"done","engine","response"}` ' +
          'or `{"type":"error","message"}`. Only the last 10 history turns are used.',
        body: ChatBody,
        // A stream: fastify pipes it as it is, never through the serializer.
        response: {
          200: {
            description: 'The answer as server-sent events',
            content: { 'text/event-stream': { schema: Type.Unsafe<Readable>({ type: 'string' }) } },
          },
          400: ErrorResponse,
          401: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      if (!request.body.message.trim()) throw new HttpError(400, 'body/message must not be blank');
      // The user's own watchlist, for "what is on my watchlist?".
      const taste = await loadUserTaste(app.db, request.user.sub);
      const events = Readable.from(
        chatEvents(app.ai, app.aiCatalog, request.body, request.log, {
          taste,
          language: readerLanguage(request),
        }),
      );
      return (
        reply
          .type('text/event-stream; charset=utf-8')
          .header('cache-control', 'no-cache, no-transform')
          // Proxies such as nginx would otherwise hold the events back until the answer is complete.
          .header('x-accel-buffering', 'no')
          .send(events)
      );
    },
  );
};

export default chatRoute;
