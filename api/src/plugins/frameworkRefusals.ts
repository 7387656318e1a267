import { type FastifyError } from 'fastify';
import { said, type Message } from '../messages/message';

/**
 * Fastify's own refusals of a request's body, in its English (fastify/lib/errors.js), written here so
 * the catalogues say them in every language (answerLanguage.ts): the reader gets them, not the server.
 */
const FRAMEWORK_REFUSALS: Readonly<Record<string, Message>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: said('Request body is too large'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: said('Unsupported Media Type'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: said('Request body size did not match Content-Length'),
  FST_ERR_CTP_EMPTY_JSON_BODY: said("Body cannot be empty when content-type is set to 'application/json'"),
  FST_ERR_CTP_INVALID_JSON_BODY: said("Body is not valid JSON but content-type is set to 'application/json'"),
};

/** The message of one of Fastify's refusals of a body; undefined for any other error. */
export const frameworkRefusal = (error: FastifyError): Message | undefined => FRAMEWORK_REFUSALS[error.code];
