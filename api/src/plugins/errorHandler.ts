import { STATUS_CODES } from 'node:http';
import { type FastifyError, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../db/databaseUnavailable';
import { HttpError } from '../httpError';
import { said, type Message } from '../messages/message';
import { frameworkRefusal } from './frameworkRefusals';
import { fieldMessage, schemaErrorMessage, type RequestPart } from './validationMessages';

/** What a refused request (a 4xx) tells the reader, in English: `answerLanguage` says it in theirs. */
function refusal(error: FastifyError, statusCode: number, request: FastifyRequest): Message {
  const own = error instanceof HttpError ? error.said : (frameworkRefusal(error) ?? said(error.message));
  if (statusCode !== 400) return own;
  const part = error.validationContext as RequestPart | undefined;
  const data = {
    body: request.body,
    querystring: request.query,
    params: request.params,
    headers: request.headers,
  };
  return error.validation && part
    ? schemaErrorMessage(error.validation, part, data[part])
    : fieldMessage(own);
}

/**
 * Every error answers `{ message }`. Below 500 the message is the client's to read: a validation error
 * is a sentence naming the field ("Email must be a valid email address.", see validationMessages.ts);
 * from 500 up the client only gets the
 * status name, and the details go to the log with the request id. A database that cannot be reached answers
 * 503, as a request that may succeed when retried shortly. Every message is said in the reader's language
 * (answerLanguage.ts).
 */
export default fp(
  async function errorHandler(app) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const statusCode = isDatabaseUnavailable(error)
        ? 503
        : error.statusCode && error.statusCode >= 400
          ? error.statusCode
          : 500;
      if (statusCode >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.code(statusCode).send({ message: STATUS_CODES[statusCode] ?? 'Internal Server Error' });
      }
      request.log.info({ err: error }, 'request rejected');
      return reply.code(statusCode).send({ message: refusal(error, statusCode, request) });
    });

    // Rate limited too: otherwise anyone could probe for valid URLs as fast as they like.
    app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) =>
      reply.code(404).send({
        message: said('Route {{method}} {{url}} not found', { method: request.method, url: request.url }),
      }),
    );
  },
  { name: 'error-handler', dependencies: ['rate-limit', 'answer-language'] },
);
